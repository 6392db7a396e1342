/** Reads of the roster mirror (organizations, environments) for the login picker, /environment.json and sign-in. */
import type { EnvironmentFile, EnvironmentSummary, Organization } from '@portside/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { NotFound } from '../../platform/errors.ts';
import { environments, organizations, ROSTER_ORDER } from './schema.ts';

export type EnvironmentRow = typeof environments.$inferSelect;

export async function findEnvironmentByDomain(tx: Tx, domain: string): Promise<EnvironmentRow | undefined> {
  const [row] = await tx.select().from(environments).where(eq(environments.domain, domain));
  return row;
}

export async function findEnvironmentByCode(tx: Tx, code: string): Promise<EnvironmentRow | undefined> {
  const [row] = await tx.select().from(environments).where(eq(environments.code, code));
  return row;
}

/** Every environment of the roster, names, codes and domains only: the login picker shows them signed out. */
export async function listEnvironments(tx: Tx): Promise<EnvironmentSummary[]> {
  return tx
    .select({ name: environments.name, code: environments.code, domain: environments.domain })
    .from(environments)
    .orderBy(...ROSTER_ORDER);
}

/** The pinned environment's file; 404 when the deployment is not pinned, so the login shows its picker. */
export async function pinnedEnvironment(tx: Tx, pinned: string | undefined): Promise<EnvironmentFile> {
  const env = pinned ? await findEnvironmentByCode(tx, pinned) : undefined;
  if (!env) throw new NotFound('This deployment is not pinned to an environment.');
  return {
    name: env.name,
    code: env.code,
    domain: env.domain,
    apiUrl: env.apiUrl,
    stompUrl: env.stompUrl,
    octet: env.octet,
    pairedExtensions: env.pairedExtensions,
    callingCardsOnly: env.callingCardsOnly,
  };
}

/** The organisation that owns environment `code`. */
export async function organizationOfEnvironment(tx: Tx, code: string): Promise<Organization> {
  const [row] = await tx
    .select({ name: organizations.name, modules_enabled: organizations.modulesEnabled })
    .from(environments)
    .innerJoin(organizations, eq(organizations.code, environments.organizationCode))
    .where(eq(environments.code, code));
  if (!row) throw new NotFound('Unknown environment.');
  return row;
}
