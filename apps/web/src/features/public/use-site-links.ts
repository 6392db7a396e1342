/**
 * GET /v1/site/links: the outside links this deployment configured (blog, sister products, social). Until
 * the answer is here, and when it fails, there are none, so no link ever points at a placeholder; the
 * pre-rendered page (built before any deployment's configuration) has none either, and the links appear
 * once the script has asked. Kept for the visit: a deployment changes them by restarting the server.
 */
import type { SiteLinks } from '@portside/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../kit/api-client.ts';

export const NO_LINKS: SiteLinks = { blog: null, sisterProducts: [], social: [] };

export const siteLinksQuery = queryOptions({
  queryKey: ['site', 'links'],
  queryFn: () => api.get<SiteLinks>('/v1/site/links'),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSiteLinks(): SiteLinks {
  return useQuery(siteLinksQuery).data ?? NO_LINKS;
}
