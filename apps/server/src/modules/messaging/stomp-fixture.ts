/**
 * The app the STOMP tests talk to (used by stomp-*.test.ts only): the fixtures' Alpha with a few
 * messaging accounts, listening on a free port, RabbitMQ as the hub when BROKER_URL is set (the CI's
 * pass), and the connections a test opened closed at the end of its file.
 */
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { A, B, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { chatMessages } from './schema.ts';
import { addAccounts, type Connected, connect, disconnect, listen } from './test-kit.ts';

/**
 * The accounts of a test file. Test files running at the same time on RabbitMQ share its exchange, and
 * Alpha is every file's domain: each file takes its own numbers, so none receives another's deliveries.
 */
export interface Accounts {
  PURSER: string;
  SHORE: string;
  SPA: string;
  CREW: string;
}
export const PURSER_PASSWORD = 'purser-secret';
/** Failed passcodes one address may spend in 15 minutes (small here, 300 by default). */
export const ADDRESS_LIMIT = 40;

export class MessagingApp {
  t!: TestApp;
  url = '';
  /** The cookie of Alpha's operator (messaging.read and messaging.write). */
  operator = '';
  private readonly open: Connected[] = [];

  private constructor(readonly accounts: Accounts) {}

  /** Builds the app before the file's tests and closes it after them. */
  static setup(accounts: Accounts): MessagingApp {
    const m = new MessagingApp(accounts);
    const { PURSER, SHORE, SPA, CREW } = accounts;
    const { BROKER_URL } = loadConfig();
    beforeAll(async () => {
      m.t = await buildTestApp({
        env: { SIGNIN_LIMIT_PER_IP: String(ADDRESS_LIMIT), ...(BROKER_URL ? { BROKER_URL } : {}) },
      });
      await insertFixtures(m.t.db);
      await addAccounts(m.t.db, m.t.config, A, {
        [PURSER]: { password: PURSER_PASSWORD },
        [SHORE]: { name: 'Shore Excursions' },
        [SPA]: { name: 'Serenity Spa' },
        [CREW]: { name: 'Ana Santos' },
        '9998214': { name: 'Concierge Bot' },
      });
      await addAccounts(m.t.db, m.t.config, B, { '4000': { password: 'bravo-secret' } });
      m.url = await listen(m.t.app);
      m.operator = await signIn(m.t.app, A, 'operator', PASSWORD);
    });
    afterAll(async () => {
      await Promise.all(m.open.map((c) => disconnect(c)));
      await m.t?.close();
    });
    return m;
  }

  /** Connects with login and passcode (the fixture's password, pw-<account>, unless given). */
  async as(
    account: string,
    password = account === this.accounts.PURSER ? PURSER_PASSWORD : `pw-${account}`,
    domain = A,
  ) {
    return this.keep(await connect(this.url, { login: `${account}@${domain}`, passcode: password }));
  }

  /** Connects with a console session's cookie as `account`. */
  async withCookie(cookie: string, account: string): Promise<Connected> {
    return this.keep(await connect(this.url, { login: account }, { cookie }));
  }

  keep(c: Connected): Connected {
    this.open.push(c);
    return c;
  }

  async messageCount(): Promise<number> {
    return (await this.t.db.select({ id: chatMessages.id }).from(chatMessages)).length;
  }
}

/** The sentence a connection attempt was refused with ('connected' when it was not). */
export const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'connected',
    (e: Error) => e.message,
  );
