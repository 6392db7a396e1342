/**
 * Connecting to the real STOMP endpoint (issue 11 items 1 and 10), with @stomp/stompjs over ws as the
 * console and phones connect: each way of authenticating, bad credentials and their limits (a NAT
 * address full of phones included), refusals of the console's session, and a refused foreign
 * subscription that delivers nothing.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../platform/session.ts';
import { A, B, CAR, PASSWORD } from '../../test/fixtures.ts';
import { signIn } from '../../test/helper.ts';
import { attemptCounters } from '../auth/schema.ts';
import { ADDRESS_LIMIT, MessagingApp, refusal } from './stomp-fixture.ts';
import { addAccounts, connect, disconnect, Inbox, messageBody, nextError, sendAndWait } from './test-kit.ts';

const m = MessagingApp.setup({ PURSER: '99982111', SHORE: '99982112', SPA: '99982113', CREW: '99985011' });
const { PURSER, SHORE, SPA } = m.accounts;

describe('connecting', () => {
  it('accepts an extension with its password, as ext@domain or ext with the host header', async () => {
    const full = await m.as(PURSER);
    expect(full.connected.headers).toMatchObject({
      version: '1.2',
      'user-name': `${PURSER}@${A}`,
      server: 'Portside',
    });
    const hosted = await connect(m.url, { login: PURSER, passcode: 'purser-secret', host: A });
    m.keep(hosted);
    expect(hosted.connected.headers['user-name']).toBe(`${PURSER}@${A}`);
  });

  it("accepts the console's session for an extension of the user's current environment", async () => {
    const c = await connect(m.url, { login: SHORE }, { cookie: m.operator });
    m.keep(c);
    expect(c.connected.headers['user-name']).toBe(`${SHORE}@${A}`);
  });

  it('refuses a wrong password, an unknown extension or domain, and no credentials, with a sentence', async () => {
    expect(await refusal(connect(m.url, { login: `${PURSER}@${A}`, passcode: 'wrong' }))).toBe(
      'Wrong extension or password.',
    );
    expect(await refusal(connect(m.url, { login: `99989999@${A}`, passcode: 'x' }))).toBe(
      'Wrong extension or password.',
    );
    expect(
      await refusal(connect(m.url, { login: `${PURSER}@nowhere.test`, passcode: 'purser-secret' })),
    ).toBe('Wrong extension or password.');
    // The password of one domain's account does not open another domain's.
    expect(await refusal(connect(m.url, { login: `4000@${A}`, passcode: 'bravo-secret' }))).toBe(
      'Wrong extension or password.',
    );
    expect(await refusal(connect(m.url, { login: PURSER, passcode: 'purser-secret' }))).toBe(
      'The login must be an extension and its domain, as 99982101@ship.example.',
    );
    expect(await refusal(connect(m.url, {}))).toMatch(/^Sign in with login and passcode/);
  });

  it('refuses a session whose role may not read messages, another environment, an unknown extension, the carrier and an extension sign-in', async () => {
    const clerk = await signIn(m.t.app, A, 'clerk', PASSWORD);
    expect(await refusal(connect(m.url, { login: SHORE }, { cookie: clerk }))).toBe(
      'Your role (Billing clerk) may not read messages.',
    );
    expect(await refusal(connect(m.url, { login: `4000@${B}` }, { cookie: m.operator }))).toBe(
      `Choose an account of Alpha (${A}), the environment you are working on.`,
    );
    expect(await refusal(connect(m.url, {}, { cookie: m.operator }))).toBe(
      'Name the account to use in the login header (an extension of Alpha).',
    );
    expect(await refusal(connect(m.url, { login: '99989999' }, { cookie: m.operator }))).toBe(
      `99989999 is not an extension of Alpha (${A}).`,
    );
    const carrier = await signIn(m.t.app, CAR, 'admin', PASSWORD);
    expect(await refusal(connect(m.url, { login: '1000' }, { cookie: carrier }))).toBe(
      'The Omnichannel module is not enabled for your organisation.',
    );
    const token = await createSession(m.t.db, { kind: 'extension', extension: '2101', domain: A });
    expect(await refusal(connect(m.url, { login: '2101' }, { cookie: `${SESSION_COOKIE}=${token}` }))).toBe(
      'An extension sign-in can only use its own self-service pages.',
    );
  });

  it('counts failed passwords: after ten an account is refused even with the right one, others are not', async () => {
    await addAccounts(m.t.db, m.t.config, A, { '99982199': { password: 'right' } });
    for (let i = 0; i < 10; i++) {
      expect(await refusal(connect(m.url, { login: `99982199@${A}`, passcode: `wrong-${i}` }))).toBe(
        'Wrong extension or password.',
      );
    }
    expect(await refusal(connect(m.url, { login: `99982199@${A}`, passcode: 'right' }))).toMatch(
      /^Too many failed sign-ins to messaging account 99982199@a\.test\. Please try again in \d+ minutes?\.$/,
    );
    await m.as(PURSER);
    // A success gives its count back: connecting again and again never locks anyone out.
    for (let i = 0; i < 12; i++) await disconnect(await m.as(SPA));
  });
});

describe('many phones behind one address', () => {
  // The address's spent budget would refuse every later test's passcode connects, pass or fail.
  afterEach(() => m.t.db.delete(attemptCounters));

  it('connects more phones at once than the address may fail, then refuses the address once its failures are spent', async () => {
    // Each phone is its own extension, as a ship's crew phones are; a few devices share one account.
    const cabins = Array.from({ length: ADDRESS_LIMIT + 20 }, (_, i) => String(99983000 + i));
    await addAccounts(m.t.db, m.t.config, A, Object.fromEntries(cabins.map((c) => [c, {}])));
    const phones = await Promise.all([...cabins.map((c) => m.as(c)), m.as(SPA), m.as(SPA), m.as(SPA)]);
    expect(phones.map((p) => p.connected.headers['user-name'])).toEqual([
      ...cabins.map((c) => `${c}@${A}`),
      ...Array(3).fill(`${SPA}@${A}`),
    ]);
    await Promise.all(phones.map((p) => disconnect(p)));

    const [spent] = await m.t.db
      .select()
      .from(attemptCounters)
      .where(eq(attemptCounters.key, 'stomp:ip:127.0.0.1'));
    // Each unknown account fails once: no account's own budget is reached, only the address's.
    for (let i = spent?.count ?? 0; i < ADDRESS_LIMIT; i++) {
      expect(await refusal(connect(m.url, { login: `9997${1000 + i}@${A}`, passcode: 'guess' }))).toBe(
        'Wrong extension or password.',
      );
    }
    expect(await refusal(connect(m.url, { login: `${PURSER}@${A}`, passcode: 'purser-secret' }))).toMatch(
      /^Too many failed messaging sign-ins from your network address\. Please try again in \d+ minutes?\.$/,
    );
    // The console's session is another door: it is not refused for the address's passcode failures.
    const c = await connect(m.url, { login: SHORE }, { cookie: m.operator });
    m.keep(c);
  });
});

describe('subscriptions', () => {
  it('refuses a subscription to another account with an ERROR, and delivers it nothing', async () => {
    const spy = await m.as(SPA);
    const got: string[] = [];
    const error = nextError(spy.client);
    spy.client.subscribe(`/exchange/${SHORE}`, (frame) => got.push(frame.body));
    expect(await error).toBe(`You may subscribe only to /exchange/${SPA}.`);
    const shore = await Inbox.open((await m.as(SHORE)).client, `/exchange/${SHORE}`);
    const purser = await m.as(PURSER);
    await sendAndWait(
      purser.client,
      `/exchange/${SHORE}/message`,
      messageBody(PURSER, SHORE, 'for shore only'),
    );
    await shore.message('for shore only');
    expect(got).toEqual([]);
  });

  it('refuses an unknown routing key', async () => {
    const c = await m.as(SPA);
    const error = nextError(c.client);
    c.client.subscribe(`/exchange/${SPA}/everything`, () => undefined);
    expect(await error).toBe('The routing key of a subscription must be message, IQ or #.');
  });
});
