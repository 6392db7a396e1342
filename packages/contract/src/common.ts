/** Shapes and constants every area of the API shares. */
import { z } from 'zod';

/** Every 4xx/5xx answer: one human sentence the console shows as it is. */
export const ErrorBody = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Spec 000 §9: page size 25 for lists; the server clamps larger requests. */
export const PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 500;

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pagesize: z.coerce
    .number()
    .int()
    .min(1)
    .default(PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
});

/** A domain name as the PBX uses it (e.g. cpl.portside.example). */
export const Domain = z
  .string()
  .min(1)
  .max(253)
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i, 'must be a domain name');

/** Spec 000 §9 constants. */
export const APP_EXTENSION_PREFIX = '9998';
export const PHYSICAL_EXTENSION_PREFIX = '9999';
export const BOT_EXTENSIONS = ['9998214', '9998216'] as const;
export const CODE_LENGTH = 6;
export const LOGOUT_REDIRECT_MS = 500;
export const MOBILE_BREAKPOINT_PX = 880;
