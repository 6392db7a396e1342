/** The gateway report's table (spec 001 §2): one row per gateway number, one count column per site. */
import type { GatewayCount } from '@portside/contract/pbx/gateway';

export type SiteResult =
  | { code: string; status: 'read'; gateways: GatewayCount[] }
  | { code: string; status: 'failed' };

export interface ReportRow {
  gateway: number;
  /** Count per site code; null for a site that failed. A site without that gateway counts 0. */
  counts: Record<string, number | null>;
}

export function reportRows(sites: readonly SiteResult[]): ReportRow[] {
  const byGateway = new Map<number, ReportRow>();
  for (const site of sites) {
    if (site.status !== 'read') continue;
    for (const { gateway } of site.gateways) {
      if (!byGateway.has(gateway)) byGateway.set(gateway, { gateway, counts: {} });
    }
  }
  const rows = [...byGateway.values()].sort((a, b) => a.gateway - b.gateway);
  for (const site of sites) {
    const counts = new Map(site.status === 'read' ? site.gateways.map((g) => [g.gateway, g.count]) : []);
    for (const row of rows)
      row.counts[site.code] = site.status === 'read' ? (counts.get(row.gateway) ?? 0) : null;
  }
  return rows;
}

/** The export: Gateway, then one column per site (a failed site's cells empty). */
export function reportCsvRows(sites: readonly SiteResult[], rows: readonly ReportRow[]) {
  return rows.map((row) => [row.gateway, ...sites.map((site) => row.counts[site.code] ?? null)]);
}
