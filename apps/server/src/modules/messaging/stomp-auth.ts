/**
 * Who a STOMP CONNECT is (docs/MESSAGING.md "Connecting"), two ways:
 * - login `<ext>@<domain>` (or `<ext>` with host `<domain>`) and passcode, the extension's SIP password
 *   (spec 000 §3: the `omni` account). Failures are counted as sign-ins are (platform/attempts.ts), in
 *   15 minutes: 10 per account (every try counted up front, a success given back) and
 *   SIGNIN_LIMIT_PER_IP per address (failures only, so a ship's phones reconnecting at once behind one
 *   NAT address are never refused for their number); over either, refused with a sentence. The
 *   password is compared in constant time.
 * - the console's session (the upgrade request's cookie): the user's role needs messaging.read (sending
 *   needs messaging.write), the login header names an extension of the user's current environment, whose
 *   organisation has the omnichannel module on, and which is not the calling-cards-only carrier.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { can } from '@portside/contract';
import { and, eq } from 'drizzle-orm';
import { assertModule, assertPermission } from '../../platform/access.ts';
import { type Counted, countAttempts, minutesLeft } from '../../platform/attempts.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import { HttpError } from '../../platform/errors.ts';
import type { StompConnectRequest, StompPrincipal } from '../../platform/realtime/seams.ts';
import { StompRefusal } from '../../platform/realtime/seams.ts';
import { decryptSecret, loadSecretKey } from '../../platform/secrets.ts';
import type { SignInLimit } from '../auth/limits.ts';
import { SIGNIN_WINDOW_MS } from '../auth/limits.ts';
import { attemptCounters } from '../auth/schema.ts';
import { recordSignInEvent } from '../auth/sign-in-audit.ts';
import { countOrRefuse, refundAll } from '../auth/throttle.ts';
import { extensions } from '../pbx/schema.ts';
import { environments } from '../tenancy/schema.ts';

export interface StompAuthContext {
  db: Db;
  config: Pick<Config, 'SECRET_KEY' | 'DATA_DIR' | 'SIGNIN_LIMIT_PER_IP'>;
}

/** Failed passcodes an account takes in 15 minutes before it is refused for the rest of the window. */
export const ACCOUNT_PASSCODE_FAILURES = 10;
export const BAD_PASSCODE = 'Wrong extension or password.';

const LOGIN = /^(\+?[0-9]{1,32})(?:@([A-Za-z0-9.-]{1,253}))?$/;

export async function authenticate(
  ctx: StompAuthContext,
  request: StompConnectRequest,
): Promise<StompPrincipal> {
  if (request.headers.passcode !== undefined) return byPasscode(ctx, request);
  if (request.actor) return bySession(ctx, request);
  throw new StompRefusal(
    'Sign in with login and passcode (an extension and its password), or connect from the signed-in console.',
  );
}

function parseLogin(login: string | undefined, host: string | undefined): { ext: string; domain: string } {
  const match = LOGIN.exec(login ?? '');
  const ext = match?.[1];
  const domain = match?.[2] ?? host;
  if (!ext || !domain) {
    throw new StompRefusal('The login must be an extension and its domain, as 99982101@ship.example.');
  }
  return { ext, domain };
}

async function byPasscode(ctx: StompAuthContext, request: StompConnectRequest): Promise<StompPrincipal> {
  const { ext, domain } = parseLogin(request.headers.login, request.headers.host);
  const { db } = ctx;
  const [env] = await db
    .select({ domain: environments.domain })
    .from(environments)
    .where(eq(environments.domain, domain));
  const account = `${ext}@${domain}`;
  const { address, accountLimit } = passcodeLimits(request.ip, account, ctx.config.SIGNIN_LIMIT_PER_IP);
  const who = {
    domain: env ? domain : null,
    ip: request.ip,
    actor: { kind: 'anonymous' as const, id: account, name: account },
    account: '',
  };
  // The address's budget counts failures only: a ship's phones behind one NAT address all reconnect at
  // once after the satellite link comes back, and counting their successes up front would lock them out.
  const spent = await failuresOf(db, address);
  if (spent && spent.count >= address.max) throw new StompRefusal(address.refusal(minutesLeft(spent)));
  // The account's budget counts every try up front (its tries are few and rarely parallel), so parallel
  // guesses at one account cannot slip past it; a success gives its count back.
  const counted = await refuseOverLimits(db, [accountLimit], who);
  const [row] = env
    ? await db
        .select({ password: extensions.passwordEncrypted })
        .from(extensions)
        .where(and(eq(extensions.domain, domain), eq(extensions.extension, ext)))
    : [];
  const stored = row ? readPassword(row.password, ctx) : null;
  // Compared whether or not the extension exists, so a refusal takes as long either way.
  const same = samePassword(stored ?? '\u0000no such extension', request.headers.passcode ?? '');
  if (!stored || !same) {
    const [failed] = await countAttempts(db, [address]);
    if (failed && failed.count === address.max) {
      const minutes = Math.round(address.windowMs / 60_000);
      await recordSignInEvent(db, {
        ...who,
        action: 'lockout',
        detail: `${address.locks} locked after ${address.max} failures in ${minutes} minutes`,
      });
    }
    throw new StompRefusal(BAD_PASSCODE);
  }
  await refundAll(db, counted);
  return { domain, account: ext, userName: account, mayWrite: true, actor: null };
}

/** The failures counted under a limit's key in its current window, if any. */
async function failuresOf(db: Db, limit: SignInLimit): Promise<Counted | undefined> {
  const [row] = await db
    .select({ count: attemptCounters.count, windowStart: attemptCounters.windowStart })
    .from(attemptCounters)
    .where(eq(attemptCounters.key, limit.key));
  if (!row || row.windowStart.getTime() <= Date.now() - limit.windowMs) return undefined;
  return { limit, count: row.count, windowStart: row.windowStart };
}

function readPassword(cipherText: string, ctx: StompAuthContext): string | null {
  try {
    return decryptSecret(cipherText, loadSecretKey(ctx.config));
  } catch {
    // Not readable with this deployment's key: nobody can sign in with it.
    return null;
  }
}

function samePassword(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

function passcodeLimits(
  ip: string,
  account: string,
  perIp: number,
): { address: SignInLimit; accountLimit: SignInLimit } {
  const wait = (m: number) => `Please try again in ${m} minute${m === 1 ? '' : 's'}.`;
  return {
    address: {
      key: `stomp:ip:${ip}`,
      max: perIp,
      windowMs: SIGNIN_WINDOW_MS,
      refusal: (m) => `Too many failed messaging sign-ins from your network address. ${wait(m)}`,
      locks: `messaging sign-ins from address ${ip}`,
    },
    accountLimit: {
      key: `stomp:account:${account}`,
      max: ACCOUNT_PASSCODE_FAILURES,
      windowMs: SIGNIN_WINDOW_MS,
      refusal: (m) => `Too many failed sign-ins to messaging account ${account}. ${wait(m)}`,
      locks: `messaging account ${account}`,
    },
  };
}

async function refuseOverLimits(
  db: Db,
  limits: SignInLimit[],
  who: Parameters<typeof countOrRefuse>[2],
): Promise<Awaited<ReturnType<typeof countOrRefuse>>> {
  try {
    return await countOrRefuse(db, limits, who);
  } catch (error) {
    if (error instanceof HttpError) throw new StompRefusal(error.message);
    throw error;
  }
}

async function bySession(ctx: StompAuthContext, request: StompConnectRequest): Promise<StompPrincipal> {
  const actor = request.actor;
  if (!actor) throw new StompRefusal('Not signed in.');
  const env = actor.current;
  try {
    assertPermission(actor, 'messaging.read');
    assertModule(actor, env, 'omnichannel');
  } catch (error) {
    if (error instanceof HttpError) throw new StompRefusal(error.message);
    throw error;
  }
  if (!request.headers.login) {
    throw new StompRefusal(`Name the account to use in the login header (an extension of ${env.name}).`);
  }
  const { ext, domain } = parseLogin(request.headers.login, env.domain);
  if (domain !== env.domain) {
    throw new StompRefusal(
      `Choose an account of ${env.name} (${env.domain}), the environment you are working on.`,
    );
  }
  const [row] = await ctx.db
    .select({ extension: extensions.extension })
    .from(extensions)
    .where(and(eq(extensions.domain, domain), eq(extensions.extension, ext)));
  if (!row) throw new StompRefusal(`${ext} is not an extension of ${env.name} (${domain}).`);
  return {
    domain,
    account: ext,
    userName: `${ext}@${domain}`,
    mayWrite: can(actor.role, 'messaging.write'),
    actor,
  };
}
