/** Query key and path of the call records: per domain, so another ship's records never show from the cache. */
export const cdrsKey = (domain: string) => ['cdrs', domain] as const;
export const CDRS_PATH = '/v3/callingcard/cdrs';
