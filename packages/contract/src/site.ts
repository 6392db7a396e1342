/**
 * GET /v1/site/links: the public site's outside addresses (blog, sister products, social), set by the
 * deployment's configuration. A link that is not configured is absent, so the site never shows a
 * placeholder address.
 */
import { z } from 'zod';

export const SISTER_PRODUCTS = ['vvn', 'docs', 'status'] as const;
export const SOCIAL_NETWORKS = ['linkedin', 'youtube', 'x', 'facebook'] as const;

const Href = z.url({ protocol: /^https?$/ });

export const SiteLinks = z.object({
  /** "Visit Our Blog" in the header and footer; null hides it. */
  blog: Href.nullable(),
  /** Sister products in the footer, only those configured, in this order. */
  sisterProducts: z.array(z.object({ key: z.enum(SISTER_PRODUCTS), href: Href })),
  /** Social profiles in the footer, only those configured, in this order. */
  social: z.array(z.object({ key: z.enum(SOCIAL_NETWORKS), href: Href })),
});
export type SiteLinks = z.infer<typeof SiteLinks>;
