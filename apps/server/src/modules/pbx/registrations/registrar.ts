/**
 * How the console learns which phones are registered: a RegistrarAdapter.
 * - KamailioRegistrar (PostgreSQL deployments, REGISTRAR=kamailio): Kamailio's usrloc writes each
 *   registration through to the `location` table of the same PostgreSQL (deploy/kamailio), so a phone
 *   shows as soon as it registered and leaves when it unregisters or expires; the keep-alive round trip,
 *   which usrloc keeps in memory, comes from its JSON-RPC when KAMAILIO_RPC_URL is set. Tabs are
 *   transports (udp, tcp, tls, ws). Unregister is ul.rm over that RPC.
 * - TableRegistrar (the embedded demo, REGISTRAR=demo): the seeded `sip_registrations` table, tabs by
 *   SIP profile. Kamailio cannot reach the embedded database, so these rows are demo data.
 */
import type { Registration } from '@portside/contract/pbx/registrations';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { NotFound } from '../../../platform/errors.ts';
import { sipRegistrations as t } from '../schema.ts';
import { kamailioLocation as loc } from '../subscriber-sync/schema.ts';
import { type KamailioRpc, RegistrarUnavailable } from './kamailio-rpc.ts';

/** Registrations of a domain keyed by tab (SIP profile or transport). */
export interface RegistrarAdapter {
  /** 'demo': rows a registrar did not write (the screen says so). */
  readonly kind: 'kamailio' | 'demo';
  list(domain: string): Promise<Record<string, Registration[]>>;
  /** Removes every registration of extension `ext`; NotFound when it has none. */
  unregister(domain: string, ext: string): Promise<void>;
}

/** The profiles every domain has, in tab order, so an idle profile still shows as an empty tab. */
export const SIP_PROFILES = ['internal', 'external'] as const;

export class TableRegistrar implements RegistrarAdapter {
  readonly kind = 'demo';
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

  async unregister(domain: string, ext: string): Promise<void> {
    const gone = await this.db
      .delete(t)
      .where(and(eq(t.domain, domain), eq(t.sipUser, `${ext}@${domain}`)))
      .returning({ id: t.id });
    if (gone.length === 0) throw new NotFound(`Extension ${ext} has no registration in domain ${domain}.`);
  }
}

/** The transports Kamailio listens on (deploy/kamailio), shown as tabs even when empty. */
export const SIP_TRANSPORTS = ['udp', 'tcp'] as const;

/** Host and port of a SIP URI such as 'sip:2101@10.0.0.5:5062;transport=tcp' (IPv6 in brackets). */
export function uriHostPort(uri: string): { ip: string; port: number } | undefined {
  const m = /^sips?:(?:[^@]*@)?(\[[^\]]+\]|[^:;>?]+)(?::(\d+))?/i.exec(uri.trim());
  if (!m?.[1]) return undefined;
  const secure = /^sips:/i.test(uri) || /;transport=tls/i.test(uri);
  return { ip: m[1].replace(/^\[|\]$/g, ''), port: m[2] ? Number(m[2]) : secure ? 5061 : 5060 };
}

export class KamailioRegistrar implements RegistrarAdapter {
  readonly kind = 'kamailio';
  constructor(
    private readonly db: Tx,
    private readonly rpc: KamailioRpc | undefined,
  ) {}

  async list(domain: string): Promise<Record<string, Registration[]>> {
    // usrloc writes `expires` in the registrar's local time (a timestamp without zone); a contact whose
    // time has passed is gone even before Kamailio's timer deletes its row.
    const rows = await this.db
      .select({
        ruid: loc.ruid,
        username: loc.username,
        contact: loc.contact,
        received: loc.received,
        socket: loc.socket,
        agent: loc.userAgent,
      })
      .from(loc)
      .where(and(eq(loc.domain, domain), gt(loc.expires, sql`localtimestamp`)))
      .orderBy(asc(loc.username), asc(loc.id));
    const pings = await this.pings(rows.map((r) => `${r.username}@${domain}`));
    const tabs: Record<string, Registration[]> = Object.fromEntries(SIP_TRANSPORTS.map((p) => [p, []]));
    for (const row of rows) {
      const transport = (row.socket ?? 'udp:').split(':')[0]?.toLowerCase() || 'udp';
      const where = uriHostPort(row.received ?? '') ?? uriHostPort(row.contact) ?? { ip: '', port: 0 };
      const ping = pings?.get(row.ruid);
      const roundtrip = ping?.['KA-Roundtrip'] ?? 0;
      const tab = tabs[transport] ?? [];
      tab.push({
        user: `${row.username}@${domain}`,
        agent: row.agent,
        ip: where.ip,
        port: where.port,
        pingtime: roundtrip > 0 ? Math.round(roundtrip / 100) / 10 : null,
        pingstatus: pings === undefined ? 'Unknown' : roundtrip > 0 ? 'Reachable' : 'Unreachable',
        status: `Registered(${transport.toUpperCase()})`,
      });
      tabs[transport] = tab;
    }
    return tabs;
  }

  /** Keep-alive round trips by ruid; undefined when the RPC is not configured or does not answer. */
  private async pings(aors: string[]) {
    if (!this.rpc || aors.length === 0) return this.rpc ? new Map() : undefined;
    try {
      return await this.rpc.contacts([...new Set(aors)]);
    } catch (error) {
      if (error instanceof RegistrarUnavailable) return undefined;
      throw error;
    }
  }

  async unregister(domain: string, ext: string): Promise<void> {
    if (!this.rpc) {
      throw new RegistrarUnavailable(
        'KAMAILIO_RPC_URL is not set, so Portside cannot ask Kamailio to unregister',
      );
    }
    if (!(await this.rpc.unregister(`${ext}@${domain}`))) {
      throw new NotFound(`Extension ${ext} has no registration in domain ${domain}.`);
    }
  }
}
