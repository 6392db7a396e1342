/**
 * GET /v3/pbx/gateway-report?domain=: one site's room extensions counted per gateway. The report calls it
 * once per granted site, naming the site by ?domain=, so the session's own environment never changes.
 */
import type { GatewayReport } from '@portside/contract/pbx/gateway';
import { api, query } from '../../../../kit/api-client.ts';

export function getGatewayReport(domain: string): Promise<GatewayReport> {
  return api.get<GatewayReport>(`/v3/pbx/gateway-report${query({ domain })}`);
}
