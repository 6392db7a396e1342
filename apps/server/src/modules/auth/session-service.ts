/** The Session answer (contract) for an actor, and switching the environment the console works on. */
import type { EnvironmentSummary, Session } from '@portside/contract';
import type { Language } from '@portside/contract/locale';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import { type Actor, type ActorEnvironment, loadActor, setCurrentDomain } from '../../platform/session.ts';
import { appAccess } from '../pbx/schema.ts';
import { findEnvironmentByCode, findEnvironmentByDomain } from '../tenancy/service.ts';
import { users } from '../users/schema.ts';

const summary = (e: ActorEnvironment): EnvironmentSummary => ({
  name: e.name,
  code: e.code,
  domain: e.domain,
});

export async function sessionOf(db: Tx, actor: Actor): Promise<Session> {
  const current = await findEnvironmentByDomain(db, actor.current.domain);
  const account = actor.kind === 'extension' ? await extensionAccount(db, actor) : null;
  return {
    kind: actor.kind,
    role: actor.role,
    extension: actor.extension,
    user_uuid: actor.userUuid,
    username: actor.username,
    email: account ? account.email : actor.email,
    environment: summary(actor.current),
    environments: actor.environments.map(summary),
    organization: { name: actor.organization.name, modules_enabled: actor.organization.modulesEnabled },
    callingCardsOnly: actor.current.callingCardsOnly,
    octet: current?.octet ?? null,
    pairedExtensions: current?.pairedExtensions ?? false,
    language: account ? account.language : await userLanguage(db, actor),
  };
}

async function userLanguage(db: Tx, actor: Actor): Promise<Language | null> {
  if (!actor.userUuid) return null;
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.userUuid, actor.userUuid));
  return row?.language ?? null;
}

/**
 * Keeps the signed-in person's console language for their next sign-in, in any browser: a user's on their
 * row, an extension's (signed in by code) on its App Access entry, the account it signs in with.
 */
export async function setLanguage(db: Tx, actor: Actor, language: Language): Promise<Session> {
  if (actor.kind === 'extension') {
    const forms = accessForms(actor);
    await db
      .update(appAccess)
      .set({ language })
      .where(and(eq(appAccess.domain, actor.home.domain), inArray(appAccess.extension, forms)));
  } else if (actor.userUuid) {
    await db.update(users).set({ language }).where(eq(users.userUuid, actor.userUuid));
  }
  return sessionOf(db, actor);
}

/** Switches to a granted environment (or back home) and answers the new Session. */
export async function switchEnvironment(db: Tx, actor: Actor, token: string, code: string): Promise<Session> {
  const target = actor.environments.find((e) => e.code === code);
  if (!target) {
    if (!(await findEnvironmentByCode(db, code))) throw new NotFound('Unknown environment.');
    throw new Forbidden(`You do not have access to environment ${code}.`);
  }
  await setCurrentDomain(db, actor.tokenHash, target.domain);
  const updated = await loadActor(db, token);
  return sessionOf(db, updated ?? actor);
}

/** The App Access entry's forms of an extension: the app account first, then the plain one. */
const accessForms = (actor: Actor) => [
  `9998${actor.extension}@${actor.home.domain}`,
  `${actor.extension}@${actor.home.domain}`,
];

/** A code sign-in's address and language are the App Access entry's (app or plain form of the extension). */
async function extensionAccount(db: Tx, actor: Actor): Promise<{ email: string; language: Language | null }> {
  for (const form of accessForms(actor)) {
    const [row] = await db
      .select({ email: appAccess.email, language: appAccess.language })
      .from(appAccess)
      .where(and(eq(appAccess.domain, actor.home.domain), eq(appAccess.extension, form)));
    if (row) return row;
  }
  return { email: '', language: null };
}
