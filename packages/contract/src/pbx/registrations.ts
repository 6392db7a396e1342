/**
 * Registrations (spec 001 §2, §3): the phones registered on the domain's SIP profiles, keyed by profile
 * (the screen's tabs, e.g. 'internal', 'external'), each `{ data: [...] }`.
 */
import { z } from 'zod';
import { ExportFormat, exportColumns, SearchTerm } from './list.ts';

export const Registration = z.object({
  /** 'extension@domain' */
  user: z.string(),
  /** The phone's User-Agent, e.g. 'Yealink SIP-T46U 108.86.0.45'. */
  agent: z.string(),
  ip: z.string(),
  port: z.number().int(),
  /** Milliseconds of the last ping round trip; null when unanswered. */
  pingtime: z.number().nullable(),
  /** 'Reachable' or 'Unreachable'. */
  pingstatus: z.string(),
  /** e.g. 'Registered(UDP)' */
  status: z.string(),
});
export type Registration = z.infer<typeof Registration>;

export const REGISTRATION_COLUMNS = [
  'user',
  'agent',
  'ip',
  'port',
  'pingtime',
  'pingstatus',
  'status',
] as const;

export const Registrations = z.record(z.string(), z.object({ data: z.array(Registration) }));
export type Registrations = z.infer<typeof Registrations>;

/**
 * GET /v3/pbx/domain/{domain}/sip/registrations. `search` (user or agent, contains, any case) and
 * `profile` (one tab) narrow both the JSON and the export, so an export matches the screen.
 */
export const RegistrationsQuery = z.object({
  search: SearchTerm,
  profile: z.string().trim().max(64).optional(),
  format: ExportFormat,
  columns: exportColumns(REGISTRATION_COLUMNS),
});

/**
 * GET /v3/pbx/domain/{domain}/sip/registrar: where Registrations come from. 'kamailio': the live
 * registrar's usrloc (PostgreSQL deployments); 'demo': the embedded demo's seeded rows, which no phone wrote.
 */
export const RegistrarInfo = z.object({ kind: z.enum(['kamailio', 'demo']) });
export type RegistrarInfo = z.infer<typeof RegistrarInfo>;
