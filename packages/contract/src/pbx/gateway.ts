/**
 * Gateway report (spec 001 §2, §5). The console reads each granted site in turn: one call of
 * GET /v3/pbx/gateway-report?domain=<site domain> per site, so it can show progress per site and mark
 * a site that fails as failed while the report goes on. Each answer is that site's room extensions
 * counted per gateway in SQL: extensions whose description is four comma-separated numbers with the
 * first above 0 (the original read up to 10,000 extensions per site instead). The Gateway screen itself
 * uses the extension list with `gateway=<n>`.
 */
import { z } from 'zod';
import { ExportFormat } from './list.ts';

export const GatewayReportQuery = z.object({ domain: z.string().min(1), format: ExportFormat });

export const GatewayCount = z.object({ gateway: z.number().int(), count: z.number().int() });
export type GatewayCount = z.infer<typeof GatewayCount>;

export const GatewayReport = z.object({
  /** The site's environment code (CPL, KPL, ...): the report's column heading. */
  code: z.string(),
  /** Ascending by gateway number. */
  gateways: z.array(GatewayCount),
});
export type GatewayReport = z.infer<typeof GatewayReport>;
