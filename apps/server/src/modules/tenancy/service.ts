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

/** Where the asking client reached this server, e.g. protocol 'https', host 'portside.example:8443'. */
export interface RequestOrigin {
  protocol: 'http' | 'https';
  host: string;
}

/** STOMP over WebSocket path of this server (DESIGN §5). */
export const STOMP_PATH = '/ws';

/**
 * The pinned environment's file; 404 when the deployment is not pinned, so the login shows its picker.
 * Addresses the roster leaves empty default to this server (DESIGN §4) as the client reached it, so
 * the console's start-up (spec 000 §4: apiUrl and domain present → auto-loaded) takes the file.
 */
export async function pinnedEnvironment(
  tx: Tx,
  pinned: string | undefined,
  origin: RequestOrigin,
): Promise<EnvironmentFile> {
  const env = pinned ? await findEnvironmentByCode(tx, pinned) : undefined;
  if (!env) throw new NotFound('This deployment is not pinned to an environment.');
  const ws = origin.protocol === 'https' ? 'wss' : 'ws';
  return {
    name: env.name,
    code: env.code,
    domain: env.domain,
    apiUrl: env.apiUrl || `${origin.protocol}://${origin.host}`,
    stompUrl: env.stompUrl || `${ws}://${origin.host}${STOMP_PATH}`,
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
