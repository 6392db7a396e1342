/**
 * The public site's outside links from configuration (issue 15 item 4): the blog, sister products and
 * social profiles a deployment set (SITE_*_URL). Unset ones are left out, so the site shows no link
 * rather than one to a placeholder address.
 */
import { SISTER_PRODUCTS, type SiteLinks, SOCIAL_NETWORKS } from '@portside/contract/site';
import type { Config } from '../../platform/config.ts';

const SISTER_VARIABLE = {
  vvn: 'SITE_VVN_URL',
  docs: 'SITE_DOCS_URL',
  status: 'SITE_STATUS_URL',
} as const satisfies Record<(typeof SISTER_PRODUCTS)[number], keyof Config>;

const SOCIAL_VARIABLE = {
  linkedin: 'SITE_LINKEDIN_URL',
  youtube: 'SITE_YOUTUBE_URL',
  x: 'SITE_X_URL',
  facebook: 'SITE_FACEBOOK_URL',
} as const satisfies Record<(typeof SOCIAL_NETWORKS)[number], keyof Config>;

/** The configured links, in the site's order; what is not configured is absent. */
export function siteLinks(config: Config): SiteLinks {
  const configured = <K extends string>(keys: readonly K[], variables: Record<K, keyof Config>) =>
    keys.flatMap((key) => {
      const href = config[variables[key]];
      return typeof href === 'string' ? [{ key, href }] : [];
    });
  return {
    blog: config.SITE_BLOG_URL ?? null,
    sisterProducts: configured(SISTER_PRODUCTS, SISTER_VARIABLE),
    social: configured(SOCIAL_NETWORKS, SOCIAL_VARIABLE),
  };
}
