/**
 * The `domain_uuid` of spec 001's entities (FusionPBX keys a domain by a uuid). Portside keys a domain by
 * its name and stores no uuid for it, so the uuid is derived from the name: an RFC 9562 name-based uuid
 * (version 5, SHA-1) in the DNS namespace. The same domain has the same uuid on every server and after
 * every restart, without a schema change; another domain name is another uuid.
 */
import { createHash } from 'node:crypto';

/** RFC 9562 §6.6: the DNS namespace uuid. */
const DNS_NAMESPACE = Buffer.from('6ba7b8109dad11d180b400c04fd430c8', 'hex');
const known = new Map<string, string>();

export function domainUuid(domain: string): string {
  const name = domain.toLowerCase();
  const cached = known.get(name);
  if (cached) return cached;
  const hash = createHash('sha1').update(DNS_NAMESPACE).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50; // version 5
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC variant
  const hex = bytes.toString('hex');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  known.set(name, uuid);
  return uuid;
}
