/**
 * The language service's calls (spec 000 §7.3; issue 12 item 3): the score of a text (VADER × 100, local),
 * and polish and translate through a local fake of the chat-completions API: the request it is sent
 * (model, messages, n, Authorization), the choices answered, 400s naming the field, who may call, a
 * provider's refusal, nonsense or silence as a 502, and a 503 without LANGUAGE_API_URL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config.ts';
import { A, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { NOT_CONFIGURED } from './completions.ts';
import { FakeCompletions } from './fake-completions.ts';

let fake: FakeCompletions;
let t: TestApp;
let operator: string;
let auditor: string;
let clerk: string;

beforeAll(async () => {
  fake = await FakeCompletions.start();
  t = await buildTestApp({
    env: {
      LANGUAGE_API_URL: fake.baseUrl,
      LANGUAGE_API_KEY: 'sk-test-ship',
      LANGUAGE_MODEL: 'ship-model',
      LANGUAGE_TIMEOUT_MS: '1000',
    },
  });
  await insertFixtures(t.db);
  operator = await signIn(t.app, A, 'operator', PASSWORD);
  auditor = await signIn(t.app, A, 'auditor', PASSWORD);
  clerk = await signIn(t.app, A, 'clerk', PASSWORD);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.behaviour = { kind: 'answer', contents: ['ok'] };
});

const post = (url: string, payload: object, cookie: string | null = operator) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

describe('POST /ingest/article-on-demand', () => {
  it("answers a first item whose sentiment.compound is VADER's compound × 100, by the text's tone", async () => {
    const score = async (text: string) => {
      const res = await post('/ingest/article-on-demand', { text, link: 'https://example.test/a' });
      expect(res.statusCode).toBe(200);
      const [first] = res.json();
      expect(first.link).toBe('https://example.test/a');
      return first.sentiment.compound as number;
    };
    // VADER gives 0.7574 and -0.7783 for these; the answer is on the rating's scale, -100 to +100.
    expect(await score('Thank you, the cabin is wonderful!')).toBe(75.74);
    expect(await score('The towels are in cabin 4012.')).toBe(0);
    expect(await score('This is terrible, I am furious.')).toBe(-77.83);
    expect(fake.requests).toHaveLength(0);
  });

  it('takes a text without a link, refuses an empty one naming the field, and needs messaging.read', async () => {
    const res = await post('/ingest/article-on-demand', { text: 'Lovely dinner' }, auditor);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].link).toBeNull();
    const empty = await post('/ingest/article-on-demand', { text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/text/);
    expect((await post('/ingest/article-on-demand', { text: 'Hello' }, null)).statusCode).toBe(401);
    const refused = await post('/ingest/article-on-demand', { text: 'Hello' }, clerk);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Your role (Billing clerk) may not read messages.');
  });
});

describe('POST /rewrite/text (polish)', () => {
  it('asks the model for polished versions and answers them as choices with message content', async () => {
    fake.behaviour = {
      kind: 'answer',
      contents: ['Your cabin is ready.', 'Good news: your cabin is ready!', 'Your cabin is ready.'],
    };
    const res = await post('/rewrite/text', { text: 'ur cabin ready' });
    expect(res.statusCode).toBe(200);
    // The same text twice is offered once.
    expect(res.json()).toEqual({
      choices: [
        { index: 0, message: { role: 'assistant', content: 'Your cabin is ready.' } },
        { index: 1, message: { role: 'assistant', content: 'Good news: your cabin is ready!' } },
      ],
    });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test-ship');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body.model).toBe('ship-model');
    expect(request?.body.n).toBe(3);
    expect(request?.body.messages?.map((m) => m.role)).toEqual(['system', 'user']);
    expect(request?.body.messages?.[0]?.content).toMatch(/polish/i);
    expect(request?.body.messages?.[1]?.content).toBe('ur cabin ready');
  });

  it('needs messaging.write: an auditor may read messages but not spend the model', async () => {
    const res = await post('/rewrite/text', { text: 'ur cabin ready' }, auditor);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Your role (Auditor) may not send messages.');
    expect((await post('/rewrite/text', { text: 'ur cabin ready' }, null)).statusCode).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('POST /rewrite/translate', () => {
  it('asks for the translation between the two languages and answers it as the first choice', async () => {
    fake.behaviour = { kind: 'answer', contents: ['Η καμπίνα σας είναι έτοιμη.'] };
    const res = await post('/rewrite/translate', {
      text: 'Your cabin is ready.',
      source_language: 'en',
      target_language: 'el',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().choices[0].message.content).toBe('Η καμπίνα σας είναι έτοιμη.');
    const [request] = fake.requests;
    expect(request?.body.model).toBe('ship-model');
    expect(request?.body.n).toBe(1);
    expect(request?.body.messages?.[0]?.content).toMatch(/from English into Greek/);
    expect(request?.body.messages?.[1]).toEqual({ role: 'user', content: 'Your cabin is ready.' });
  });

  it('takes English, French, German, Greek and Spanish only, two different ones, naming the field', async () => {
    for (const [source, target] of [
      ['fr', 'de'],
      ['es', 'en'],
    ]) {
      const res = await post('/rewrite/translate', {
        text: 'Bonjour',
        source_language: source,
        target_language: target,
      });
      expect(res.statusCode).toBe(200);
    }
    const italian = await post('/rewrite/translate', {
      text: 'Ciao',
      source_language: 'it',
      target_language: 'en',
    });
    expect(italian.statusCode).toBe(400);
    expect(italian.json().error).toMatch(/source_language/);
    const same = await post('/rewrite/translate', {
      text: 'Hello',
      source_language: 'en',
      target_language: 'en',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toMatch(/target_language/);
    expect(fake.requests).toHaveLength(2);
  });
});

describe('a provider that fails', () => {
  const translate = () =>
    post('/rewrite/translate', { text: 'Hello', source_language: 'en', target_language: 'fr' });

  it('answers 502 with a sentence when the provider refuses, and never repeats its words or the key', async () => {
    fake.behaviour = {
      kind: 'status',
      status: 401,
      body: '{"error":{"message":"Incorrect API key provided: sk-test-ship"}}',
    };
    const res = await translate();
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe(
      'The language service refused the request (HTTP 401); please try again later.',
    );
    expect(res.body).not.toMatch(/sk-test/);
  });

  it('answers 502 when the provider answers something that is not a completion', async () => {
    fake.behaviour = { kind: 'raw', body: '<html>gateway</html>' };
    expect((await translate()).json()).toEqual({
      error: 'The language service did not answer properly; please try again later.',
    });
    fake.behaviour = { kind: 'raw', body: '{"choices":[{"message":{"content":"  "}}]}' };
    expect((await translate()).statusCode).toBe(502);
  });

  it('answers 502 when the provider does not answer within LANGUAGE_TIMEOUT_MS', async () => {
    fake.behaviour = { kind: 'silent' };
    const res = await translate();
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe(
      'The language service did not answer within 1 seconds; please try again later.',
    );
  });
});

describe('without LANGUAGE_API_URL', () => {
  it('answers polish and translate with a 503 saying the service is not configured; the score still works', async () => {
    const bare = await buildTestApp();
    try {
      await insertFixtures(bare.db);
      const cookie = await signIn(bare.app, A, 'operator', PASSWORD);
      const call = (url: string, payload: object) =>
        bare.app.inject({ method: 'POST', url, payload, headers: { cookie } });
      for (const res of [
        await call('/rewrite/text', { text: 'Hello there' }),
        await call('/rewrite/translate', { text: 'Hello', source_language: 'en', target_language: 'de' }),
      ]) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ error: NOT_CONFIGURED });
      }
      const score = await call('/ingest/article-on-demand', { text: 'What a great day' });
      expect(score.statusCode).toBe(200);
      expect(score.json()[0].sentiment.compound).toBeGreaterThan(0);
    } finally {
      await bare.close();
    }
  });
});

describe('configuration', () => {
  it('needs LANGUAGE_MODEL with LANGUAGE_API_URL, and an http(s) URL', () => {
    expect(() => loadConfig({ LANGUAGE_API_URL: 'http://llm.ship:8000/v1' })).toThrow(
      /LANGUAGE_MODEL: is required when LANGUAGE_API_URL is set/,
    );
    expect(() => loadConfig({ LANGUAGE_API_URL: 'llm.ship:8000', LANGUAGE_MODEL: 'm' })).toThrow(ConfigError);
    expect(() => loadConfig({ LANGUAGE_TIMEOUT_MS: '10' })).toThrow(/LANGUAGE_TIMEOUT_MS/);
    const c = loadConfig({ LANGUAGE_API_URL: 'https://api.openai.com/v1', LANGUAGE_MODEL: 'gpt-4o-mini' });
    expect(c).toMatchObject({ LANGUAGE_MODEL: 'gpt-4o-mini', LANGUAGE_TIMEOUT_MS: 30_000 });
  });
});
