/** Shapes and constants every area of the API shares. */
import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants.ts';

export * from './constants.ts';

/** Every 4xx/5xx answer: one human sentence the console shows as it is. */
export const ErrorBody = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

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
