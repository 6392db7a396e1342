/** Query key and path of the audit log: per domain, so another ship's rows never show from the cache. */
export const auditKey = (domain: string) => ['audit', domain] as const;
export const AUDIT_PATH = '/v3/audit';
