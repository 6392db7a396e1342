/**
 * Registrations as the screen shows them: `{ <profile>: { data } }`, narrowed by `profile` and by a
 * search over user or agent (spec 001 §5: more than 2 characters, any case; shorter shows everything),
 * so an export carries what the screen shows. A domain's registrations are a few hundred phones, so the
 * adapter's answer is held whole; the export still streams it.
 */
import type { Registration, Registrations } from '@portside/contract/pbx/registrations';
import type { RegistrarAdapter } from './registrar.ts';

export const MIN_SEARCH_LENGTH = 3;

export async function readRegistrations(
  registrar: RegistrarAdapter,
  domain: string,
  q: { search?: string | undefined; profile?: string | undefined },
): Promise<Registrations> {
  const tabs = await registrar.list(domain);
  const term = q.search && q.search.length >= MIN_SEARCH_LENGTH ? q.search.toLowerCase() : undefined;
  const matches = (r: Registration) =>
    term === undefined || r.user.toLowerCase().includes(term) || r.agent.toLowerCase().includes(term);
  const out: Registrations = {};
  for (const [profile, rows] of Object.entries(tabs)) {
    if (q.profile !== undefined && profile !== q.profile) continue;
    out[profile] = { data: rows.filter(matches) };
  }
  return out;
}

/** The rows of every tab in the answer, one batch per tab, for the export. */
export function* registrationRows(tabs: Registrations): Generator<Registration[]> {
  for (const tab of Object.values(tabs)) yield tab.data;
}
