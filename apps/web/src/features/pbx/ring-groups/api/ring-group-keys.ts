/** Query keys and paths of ring groups: per domain, so another ship's groups never show from the cache. */
export const ringGroupsKey = (domain: string) => ['ringgroups', domain] as const;
export const destinationsKey = (domain: string, extension: string) =>
  ['ringgroups', domain, 'destinations', extension] as const;

export const ringGroupPath = (domain: string) => `/v2/pbx/domain/${encodeURIComponent(domain)}/ringgroup`;
export const ringGroupItemPath = (domain: string, extension: string) =>
  `${ringGroupPath(domain)}/${encodeURIComponent(extension)}`;
export const destinationPath = (domain: string, extension: string) =>
  `${ringGroupItemPath(domain, extension)}/destination`;
