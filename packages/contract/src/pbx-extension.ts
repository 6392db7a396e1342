/** The part of an extension the sign-in flow reads back (GET /v1/extension/domain/{domain}/{ext}). */
import { z } from 'zod';

export const ExtensionSummary = z.object({
  extension_uuid: z.string(),
  extension: z.string(),
  effective_caller_id_name: z.string(),
  description: z.string(),
});
export type ExtensionSummary = z.infer<typeof ExtensionSummary>;
