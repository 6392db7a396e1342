/**
 * App Access (spec 001 §3, §7): who may sign in by e-mailed code. The stored extension is the app prefix
 * 9998, the extension number, '@' and the domain.
 */
import { z } from 'zod';
import { PageQuery } from '../common.ts';
import { ExportFormat, exportColumns } from './list.ts';

export const AppAccess = z.object({
  id: z.number().int(),
  /** '9998<number>@<domain>' */
  extension: z.string(),
  /** Always 'email' today. */
  preference: z.string(),
  email: z.string(),
  /** 1 is Active, 0 Inactive. */
  status: z.number().int(),
  /** ISO 8601 */
  creationdate: z.string(),
});
export type AppAccess = z.infer<typeof AppAccess>;

export const APP_ACCESS_COLUMNS = [
  'id',
  'extension',
  'preference',
  'email',
  'status',
  'creationdate',
] as const;

/** GET /v1/appaccess: the caller's current environment unless `domain` names another it may act on. */
export const AppAccessListQuery = z.object({
  ...PageQuery.shape,
  domain: z.string().min(1).optional(),
  format: ExportFormat,
  columns: exportColumns(APP_ACCESS_COLUMNS),
});

export const AppAccessList = z.object({ securityCodes: z.array(AppAccess), total: z.number().int() });
export type AppAccessList = z.infer<typeof AppAccessList>;

/** An extension number (2101), or the spec's stored form with its domain (99982101@cpl.example). */
const APP_ACCESS_EXTENSION = /^([0-9]{1,15})(?:@([A-Za-z0-9.-]{1,253}))?$/;

/** The number and, when written in the stored form, the domain of a typed App Access extension. */
export function splitAppAccessExtension(value: string): { number: string; domain: string | null } | null {
  const match = APP_ACCESS_EXTENSION.exec(value.trim());
  if (!match?.[1]) return null;
  return { number: match[1], domain: match[2]?.toLowerCase() ?? null };
}

/**
 * POST /v1/appaccess (extension and email required). `extension` is the number (2101, or its app account
 * 99982101), or the form the list shows and exports, 9998{number}@{domain}, whose domain must be the
 * entry's.
 */
export const CreateAppAccess = z.object({
  extension: z
    .string()
    .trim()
    .regex(APP_ACCESS_EXTENSION, 'must be an extension number or 9998<number>@<domain>'),
  email: z.string().trim().pipe(z.email('must be an e-mail address')),
  preference: z.literal('email').default('email'),
});
export type CreateAppAccess = z.output<typeof CreateAppAccess>;
export type CreateAppAccessInput = z.input<typeof CreateAppAccess>;

/** POST and DELETE act on the current environment unless `?domain=` names another. */
export const AppAccessDomainQuery = z.object({ domain: z.string().min(1).optional() });

export const AppAccessParams = z.object({ id: z.coerce.number().int().min(1) });
