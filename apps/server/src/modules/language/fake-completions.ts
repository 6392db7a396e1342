/**
 * A local fake of an OpenAI-compatible chat-completions API for the language tests (the server's *.test.ts
 * and the browser tests' global setup): it records each request (path, headers, JSON body) and answers as the test says — choices, an
 * error status, a body that is no answer, or nothing at all (to time out).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: { model?: string; messages?: { role: string; content: string }[]; n?: number };
}

export type Behaviour =
  | { kind: 'answer'; contents: string[] }
  | { kind: 'status'; status: number; body: string }
  | { kind: 'raw'; body: string }
  | { kind: 'silent' };

export class FakeCompletions {
  readonly requests: Recorded[] = [];
  behaviour: Behaviour = { kind: 'answer', contents: ['ok'] };
  private readonly server: Server;
  private readonly hanging = new Set<() => void>();

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
          body: text ? JSON.parse(text) : {},
        });
        const b = this.behaviour;
        if (b.kind === 'silent') {
          this.hanging.add(() => res.destroy());
          return;
        }
        const [status, body] =
          b.kind === 'answer'
            ? [200, JSON.stringify(completion(b.contents))]
            : b.kind === 'status'
              ? [b.status, b.body]
              : [200, b.body];
        res.writeHead(status, { 'content-type': 'application/json' }).end(body);
      });
    });
  }

  /** On `port`, or a free one. */
  static async start(port = 0): Promise<FakeCompletions> {
    const fake = new FakeCompletions();
    await new Promise<void>((resolve, reject) => {
      fake.server.once('error', reject);
      fake.server.listen(port, '127.0.0.1', resolve);
    });
    return fake;
  }

  /** The base URL, as LANGUAGE_API_URL is given (…/v1). */
  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async close(): Promise<void> {
    for (const end of this.hanging) end();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A chat-completions answer as OpenAI's API gives it. */
function completion(contents: string[]) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'ship-model',
    choices: contents.map((content, index) => ({
      index,
      message: { role: 'assistant', content },
      finish_reason: 'stop',
    })),
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}
