/**
 * A bare SIP phone over UDP for the live-registrar tests (kamailio.test.ts): it answers the registrar's
 * keep-alive OPTIONS, answers an INVITE with 200 and a BYE with 200, and places a call with a digest
 * answer (RFC 2617, qop=auth, to a 401 or a proxy's 407) — the messages of RFC 3261's basic call, no media.
 */
import { createHash, randomBytes } from 'node:crypto';
import dgram from 'node:dgram';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const token = () => randomBytes(6).toString('hex');

export interface SipMessage {
  first: string;
  headers: [name: string, value: string][];
}

export function parseSip(text: string): SipMessage {
  const [head = ''] = text.split('\r\n\r\n');
  const [first = '', ...lines] = head.split('\r\n');
  const headers = lines.map((line): [string, string] => {
    const at = line.indexOf(':');
    return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
  });
  return { first, headers };
}

const all = (m: SipMessage, name: string) =>
  m.headers.filter(([n]) => n.toLowerCase() === name.toLowerCase()).map(([, v]) => v);
const one = (m: SipMessage, name: string) => all(m, name)[0] ?? '';
const statusOf = (m: SipMessage) => Number(m.first.split(' ')[1]);

export class TestPhone {
  private readonly socket = dgram.createSocket('udp4');
  private waiting: ((m: SipMessage) => boolean)[] = [];
  /** INVITEs and BYEs this phone answered. */
  readonly answered: string[] = [];

  constructor(
    readonly ext: string,
    readonly domain: string,
    readonly port: number,
    private readonly proxyPort: number,
  ) {}

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.socket.bind(this.port, '127.0.0.1', resolve));
    this.socket.on('message', (buffer, from) => {
      const msg = parseSip(buffer.toString());
      if (msg.first.startsWith('SIP/2.0')) {
        this.waiting = this.waiting.filter((take) => !take(msg));
        return;
      }
      const method = msg.first.split(' ')[0] ?? '';
      if (method === 'ACK') return;
      if (method === 'INVITE' || method === 'BYE') this.answered.push(method);
      const toTag = method === 'INVITE' ? `;tag=${token()}` : '';
      const to = one(msg, 'To');
      const reply = [
        'SIP/2.0 200 OK',
        ...all(msg, 'Via').map((v) => `Via: ${v}`),
        ...all(msg, 'Record-Route').map((v) => `Record-Route: ${v}`),
        `From: ${one(msg, 'From')}`,
        `To: ${to.includes(';tag=') ? to : `${to}${toTag}`}`,
        `Call-ID: ${one(msg, 'Call-ID')}`,
        `CSeq: ${one(msg, 'CSeq')}`,
        `Contact: <sip:${this.ext}@127.0.0.1:${this.port}>`,
        'Content-Length: 0',
        '',
        '',
      ];
      this.socket.send(reply.join('\r\n'), from.port, from.address);
    });
  }

  close(): void {
    this.socket.close();
  }

  private send(lines: string[]): void {
    this.socket.send([...lines, 'Content-Length: 0', '', ''].join('\r\n'), this.proxyPort, '127.0.0.1');
  }

  /** The next final answer (>= 200) to the request with this CSeq and Call-ID. */
  private final(callId: string, cseq: string, ms = 5000): Promise<SipMessage> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no final answer to ${cseq} within ${ms} ms`)), ms);
      this.waiting.push((m) => {
        if (one(m, 'Call-ID') !== callId || one(m, 'CSeq') !== cseq || statusOf(m) < 200) return false;
        clearTimeout(timer);
        resolve(m);
        return true;
      });
    });
  }

  /**
   * Calls `callee` through the proxy with `password`, holds the call `holdMs`, then hangs up; answers the
   * call's Call-ID, or throws naming the answer that refused it.
   */
  async call(callee: string, password: string, holdMs: number): Promise<string> {
    const callId = `call-${token()}@127.0.0.1`;
    const fromTag = token();
    const uri = `sip:${callee}@${this.domain}`;
    const common = (cseq: string) => [
      `Via: SIP/2.0/UDP 127.0.0.1:${this.port};branch=z9hG4bK${token()};rport`,
      'Max-Forwards: 70',
      `From: <sip:${this.ext}@${this.domain}>;tag=${fromTag}`,
      `Call-ID: ${callId}`,
      `CSeq: ${cseq}`,
    ];
    const invite = (cseq: string, extra: string[] = []) => [
      `INVITE ${uri} SIP/2.0`,
      ...common(cseq),
      `To: <${uri}>`,
      `Contact: <sip:${this.ext}@127.0.0.1:${this.port}>`,
      ...extra,
    ];
    const challenged = this.final(callId, '1 INVITE');
    this.send(invite('1 INVITE'));
    const challenge = await challenged;
    // A proxy challenges an INVITE with 407 (Proxy-Authenticate); a registrar with 401.
    const proxy = statusOf(challenge) === 407;
    if (!proxy && statusOf(challenge) !== 401) throw new Error(`INVITE answered ${challenge.first}`);
    const www = one(challenge, proxy ? 'Proxy-Authenticate' : 'WWW-Authenticate');
    const param = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(www)?.[1] ?? '';
    const realm = param('realm');
    const nonce = param('nonce');
    const cnonce = token();
    const ha1 = md5(`${this.ext}:${realm}:${password}`);
    const response = md5(`${ha1}:${nonce}:00000001:${cnonce}:auth:${md5(`INVITE:${uri}`)}`);
    const authorization = `${proxy ? 'Proxy-Authorization' : 'Authorization'}: Digest username="${this.ext}", realm="${realm}", nonce="${nonce}", uri="${uri}", response="${response}", algorithm=MD5, qop=auth, nc=00000001, cnonce="${cnonce}"`;
    const answered = this.final(callId, '2 INVITE');
    this.send(invite('2 INVITE', [authorization]));
    const ok = await answered;
    if (statusOf(ok) !== 200) throw new Error(`INVITE answered ${ok.first}`);
    // In the dialog: the callee's Contact is the target, through the proxy's Record-Route.
    const target = /<([^>]+)>/.exec(one(ok, 'Contact'))?.[1] ?? uri;
    const routes = all(ok, 'Record-Route').reverse();
    const inDialog = (method: string, cseq: string) => [
      `${method} ${target} SIP/2.0`,
      ...common(cseq),
      `To: ${one(ok, 'To')}`,
      ...routes.map((r) => `Route: ${r}`),
    ];
    this.send(inDialog('ACK', '2 ACK'));
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    const hungUp = this.final(callId, '3 BYE');
    this.send(inDialog('BYE', '3 BYE'));
    const bye = await hungUp;
    if (statusOf(bye) !== 200) throw new Error(`BYE answered ${bye.first}`);
    return callId;
  }
}
