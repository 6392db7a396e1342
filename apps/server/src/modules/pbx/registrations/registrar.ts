/**
 * How the console learns which phones are registered: a RegistrarAdapter. This adapter reads the
 * `sip_registrations` table that a registrar writes (and prunes when registrations expire); a live
 * registrar (e.g. FreeSWITCH's `sofia status` over ESL) can replace it behind the same interface.
 */
import type { Registration } from '@portside/contract/pbx/registrations';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { sipRegistrations as t } from '../schema.ts';

/** Registrations of a domain keyed by SIP profile (the screen's tabs). */
export interface RegistrarAdapter {
  list(domain: string): Promise<Record<string, Registration[]>>;
}

/** The profiles every domain has, in tab order, so an idle profile still shows as an empty tab. */
export const SIP_PROFILES = ['internal', 'external'] as const;

export class TableRegistrar implements RegistrarAdapter {
  constructor(private readonly db: Tx) {}

  async list(domain: string): Promise<Record<string, Registration[]>> {
    const rows = await this.db
      .select({
        profile: t.profile,
        user: t.sipUser,
        agent: t.agent,
        ip: t.ip,
        port: t.port,
        pingtime: t.pingTime,
        pingstatus: t.pingStatus,
        status: t.status,
      })
      .from(t)
      .where(eq(t.domain, domain))
      .orderBy(asc(t.profile), asc(t.sipUser));
    const tabs: Record<string, Registration[]> = Object.fromEntries(SIP_PROFILES.map((p) => [p, []]));
    for (const { profile, ...row } of rows) {
      const tab = tabs[profile] ?? [];
      tab.push(row);
      tabs[profile] = tab;
    }
    return tabs;
  }
}
