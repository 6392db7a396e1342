/**
 * A local fake of the providers' HTTP APIs for the channel tests (used by *.test.ts only): Telegram's
 * Bot API (`POST /bot<token>/sendMessage`) and a Twilio-compatible Messages API
 * (`POST /2010-04-01/Accounts/<sid>/Messages.json`). It records each request (method, path, headers, raw
 * body) and answers as the provider would, or as the test says for the next requests: an error status,
 * or nothing at all (to time out). Tests wait for requests, never sleep.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Scripted = { kind: 'status'; status: number; body: string } | { kind: 'silent' };

export class FakeProviders {
  readonly requests: Recorded[] = [];
  /** How the next requests are answered, first first; then as the provider would. */
  readonly script: Scripted[] = [];
  private readonly server: Server;
  private readonly hanging = new Set<() => void>();
  private readonly waiting = new Set<() => void>();
  private counter = 0;

  private constructor() {
    this.server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => {
        this.requests.push({
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body: text,
        });
        for (const check of [...this.waiting]) check();
        const scripted = this.script.shift();
        if (scripted?.kind === 'silent') {
          this.hanging.add(() => res.destroy());
          return;
        }
        const [status, body] = scripted ? [scripted.status, scripted.body] : this.answer(req.url ?? '');
        res.writeHead(status, { 'content-type': 'application/json' }).end(body);
      });
    });
  }

  static async start(): Promise<FakeProviders> {
    const fake = new FakeProviders();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Resolves once `n` requests in all have come. */
  until(n: number): Promise<Recorded[]> {
    return new Promise((resolve) => {
      const check = () => {
        if (this.requests.length < n) return;
        this.waiting.delete(check);
        resolve(this.requests);
      };
      this.waiting.add(check);
      check();
    });
  }

  async close(): Promise<void> {
    for (const stop of this.hanging) stop();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private answer(path: string): [number, string] {
    this.counter += 1;
    if (/^\/bot[^/]+\/sendMessage$/.test(path)) {
      return [200, JSON.stringify({ ok: true, result: { message_id: 700 + this.counter } })];
    }
    if (/^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(path)) {
      return [201, JSON.stringify({ sid: `SM${String(this.counter).padStart(32, '0')}`, status: 'queued' })];
    }
    return [404, JSON.stringify({ ok: false, description: 'Not Found' })];
  }
}
