/** Query keys of App Access: per domain, so another ship's entries never show from the cache. */
export const appAccessKeys = {
  all: (domain: string) => ['appaccess', domain] as const,
};
