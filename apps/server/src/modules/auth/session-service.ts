/** The Session answer (contract) for an actor, and switching the environment the console works on. */
import type { EnvironmentSummary, Session } from '@portside/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import { type Actor, type ActorEnvironment, loadActor, setCurrentDomain } from '../../platform/session.ts';
import { appAccess } from '../pbx/schema.ts';
import { findEnvironmentByCode, findEnvironmentByDomain } from '../tenancy/service.ts';

const summary = (e: ActorEnvironment): EnvironmentSummary => ({
  name: e.name,
  code: e.code,
  domain: e.domain,
});

export async function sessionOf(db: Tx, actor: Actor): Promise<Session> {
  const current = await findEnvironmentByDomain(db, actor.current.domain);
  return {
    kind: actor.kind,
    role: actor.role,
    extension: actor.extension,
    user_uuid: actor.userUuid,
    username: actor.username,
    email: actor.kind === 'extension' ? await extensionEmail(db, actor) : actor.email,
    environment: summary(actor.current),
    environments: actor.environments.map(summary),
    organization: { name: actor.organization.name, modules_enabled: actor.organization.modulesEnabled },
    callingCardsOnly: actor.current.callingCardsOnly,
    octet: current?.octet ?? null,
    pairedExtensions: current?.pairedExtensions ?? false,
  };
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

/** A code sign-in's address is the App Access entry's (app or plain form of the extension). */
async function extensionEmail(db: Tx, actor: Actor): Promise<string> {
  const domain = actor.home.domain;
  for (const form of [`9998${actor.extension}@${domain}`, `${actor.extension}@${domain}`]) {
    const [row] = await db
      .select({ email: appAccess.email })
      .from(appAccess)
      .where(and(eq(appAccess.domain, domain), eq(appAccess.extension, form)));
    if (row) return row.email;
  }
  return '';
}
