/**
 * Sessions: the cookie holds a random 32-byte token, the database only its SHA-256 (a leaked table signs
 * nobody in). A session lasts 12 hours from sign-in. loadActor resolves the cookie into the Actor that
 * every guarded route acts as: who, their home environment, the one they work on now and what they may
 * switch to (their own plus the grants within their organisation).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { ModulesEnabled, Role } from '@portside/contract';
import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import { sessions } from '../modules/auth/schema.ts';
import { environments, organizations, ROSTER_ORDER } from '../modules/tenancy/schema.ts';
import { userGrants, users } from '../modules/users/schema.ts';
import type { Config } from './config.ts';
import type { Tx } from './db.ts';

export const SESSION_COOKIE = 'portside_session';
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface ActorEnvironment {
  code: string;
  name: string;
  domain: string;
  callingCardsOnly: boolean;
}

export interface Actor {
  tokenHash: string;
  kind: 'user' | 'extension';
  /** What the actor may do (contract access.ts): the user's role, or 'extension' for a code sign-in. */
  role: Role;
  userUuid: string | null;
  /** The user name, or the extension number for a code sign-in. */
  username: string;
  email: string;
  extension: string | null;
  home: ActorEnvironment;
  current: ActorEnvironment;
  organization: { code: string; name: string; modulesEnabled: ModulesEnabled };
  /** Every environment this actor may act on (home and grants), in roster order. */
  environments: ActorEnvironment[];
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Secure when the request came over HTTPS ('auto': @fastify/cookie reads request.protocol, which honours
 * X-Forwarded-Proto only behind TRUST_PROXY=true), so a plain-HTTP laptop start can sign in and a TLS
 * deployment never sends the cookie in clear. COOKIE_SECURE=true or false forces it either way.
 */
export function sessionCookieOptions(
  config: Pick<Config, 'COOKIE_SECURE' | 'NODE_ENV'>,
): CookieSerializeOptions {
  const secure = config.COOKIE_SECURE === undefined ? 'auto' : config.COOKIE_SECURE === 'true';
  return { httpOnly: true, sameSite: 'strict', path: '/', secure, maxAge: SESSION_TTL_MS / 1000 };
}

/** Starts a session and returns the token for the cookie. Expired sessions are swept on the way. */
export async function createSession(
  tx: Tx,
  s: { kind: 'user' | 'extension'; userUuid?: string; extension?: string; domain: string },
): Promise<string> {
  await tx.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  const token = randomBytes(32).toString('base64url');
  await tx.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: s.kind,
    userUuid: s.userUuid ?? null,
    extension: s.extension ?? null,
    homeDomain: s.domain,
    currentDomain: s.domain,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

export async function deleteSession(tx: Tx, tokenHash: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Ends a user's sessions (disabled, password changed): every one, or all but `exceptTokenHash` (the
 * session of a user changing their own password stays signed in). Returns how many ended.
 */
export async function endUserSessions(tx: Tx, userUuid: string, exceptTokenHash?: string): Promise<number> {
  const rows = await tx
    .delete(sessions)
    .where(
      and(
        eq(sessions.userUuid, userUuid),
        exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined,
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
}

export async function setCurrentDomain(tx: Tx, tokenHash: string, domain: string): Promise<void> {
  await tx.update(sessions).set({ currentDomain: domain }).where(eq(sessions.tokenHash, tokenHash));
}

/** The actor behind a cookie token, or null when it is unknown, expired or its user was disabled. */
export async function loadActor(tx: Tx, token: string): Promise<Actor | null> {
  const tokenHash = hashToken(token);
  const [row] = await tx
    .select({ session: sessions, home: environments, org: organizations, user: users })
    .from(sessions)
    .innerJoin(environments, eq(environments.domain, sessions.homeDomain))
    .innerJoin(organizations, eq(organizations.code, environments.organizationCode))
    .leftJoin(users, eq(users.userUuid, sessions.userUuid))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row || row.session.expiresAt.getTime() <= Date.now()) return null;
  const { session, home, org, user } = row;
  if (session.kind === 'user' && !user?.enabled) return null;
  const role: Role = session.kind === 'user' && user ? user.role : 'extension';
  const envs =
    session.kind === 'extension'
      ? [pick(home)]
      : await actorEnvironments(tx, org.code, home.code, role === 'org_admin' ? 'all' : session.userUuid);
  const homeEnv = pick(home);
  return {
    tokenHash,
    kind: session.kind,
    role,
    userUuid: session.userUuid,
    username: user?.username ?? session.extension ?? '',
    email: user?.email ?? '',
    extension: session.extension,
    home: homeEnv,
    current: envs.find((e) => e.domain === session.currentDomain) ?? homeEnv,
    organization: { code: org.code, name: org.name, modulesEnabled: org.modulesEnabled },
    environments: envs,
  };
}

/**
 * Home plus granted environments in roster order; a grant outside the organisation is ignored (DESIGN §3).
 * An organisation administrator ('all') acts on every environment of the organisation.
 */
async function actorEnvironments(
  tx: Tx,
  orgCode: string,
  homeCode: string,
  userUuid: string | 'all' | null,
): Promise<ActorEnvironment[]> {
  if (userUuid === 'all') {
    const rows = await tx
      .select()
      .from(environments)
      .where(eq(environments.organizationCode, orgCode))
      .orderBy(...ROSTER_ORDER);
    return rows.map(pick);
  }
  const granted = userUuid
    ? (await tx.select().from(userGrants).where(eq(userGrants.userUuid, userUuid))).map(
        (g) => g.environmentCode,
      )
    : [];
  const rows = await tx
    .select()
    .from(environments)
    .where(
      and(eq(environments.organizationCode, orgCode), inArray(environments.code, [...granted, homeCode])),
    )
    .orderBy(...ROSTER_ORDER);
  return rows.map(pick);
}

function pick(e: typeof environments.$inferSelect): ActorEnvironment {
  return { code: e.code, name: e.name, domain: e.domain, callingCardsOnly: e.callingCardsOnly };
}
