/**
 * Kamailio's JSON-RPC over HTTP (jsonrpcs + xhttp, POST /RPC; deploy/kamailio/kamailio.cfg): what the
 * console asks the running registrar — remove a phone's registration (ul.rm) and the keep-alive round trip
 * of each contact (ul.dump), which usrloc keeps in memory only.
 */
import { HttpError } from '../../../platform/errors.ts';

/** A contact as ul.dump reports it (the fields Registrations reads). */
export interface RpcContact {
  Ruid: string;
  /** Microseconds of the last keep-alive OPTIONS round trip; 0 until one was answered. */
  'KA-Roundtrip'?: number;
  /** Unix seconds of the last keep-alive answer (or registration). */
  'Last-Keepalive'?: number;
}

interface RpcAnswer<T> {
  result?: T;
  error?: { code: number; message: string };
}

export class RegistrarUnavailable extends HttpError {
  constructor(why: string) {
    super(503, `The registrar cannot be reached: ${why}.`);
  }
}

export class KamailioRpc {
  constructor(
    private readonly url: string,
    private readonly timeoutMs = 2000,
  ) {}

  /** Calls `method`: its result, or Kamailio's error (e.g. 500 'AOR not found in location table'). */
  async call<T>(
    method: string,
    params: (string | number)[] = [],
  ): Promise<{ result: T } | { error: string; code: number }> {
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new RegistrarUnavailable(error instanceof Error ? error.message : String(error));
    }
    const body = (await res.json().catch(() => ({}))) as RpcAnswer<T>;
    if (body.error) return { error: body.error.message, code: body.error.code };
    if (!res.ok || body.result === undefined) throw new RegistrarUnavailable(`HTTP ${res.status}`);
    return { result: body.result };
  }

  /**
   * Removes every contact of `user@domain`; false when it had none (ul.rm answers success either way, so
   * ul.lookup asks first; its error means the AOR has no contact).
   */
  async unregister(aor: string): Promise<boolean> {
    if (!('result' in (await this.call<unknown>('ul.lookup', ['location', aor])))) return false;
    const answer = await this.call<unknown>('ul.rm', ['location', aor]);
    if ('error' in answer) throw new RegistrarUnavailable(answer.error);
    return true;
  }

  /** The contacts of the given AORs by ruid (one ul.lookup each: a domain's phones, not the whole table). */
  async contacts(aors: string[]): Promise<Map<string, RpcContact>> {
    const out = new Map<string, RpcContact>();
    const answers = await Promise.all(
      aors.map((aor) => this.call<{ Contacts?: { Contact: RpcContact }[] }>('ul.lookup', ['location', aor])),
    );
    for (const answer of answers) {
      if (!('result' in answer)) continue;
      for (const { Contact } of answer.result.Contacts ?? []) out.set(Contact.Ruid, Contact);
    }
    return out;
  }
}
