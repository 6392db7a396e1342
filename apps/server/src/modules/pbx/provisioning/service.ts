/**
 * Provisioning that phones fetch (issue 14 item 4). A phone asks for `/provision/<credential>/<file>`
 * with no console session: the credential names one hardware entry, the file name its MAC and format
 * (`<mac>.cfg` Yealink; `cfg<mac>.xml` or `<mac>.xml` Grandstream). Anything that does not match is the
 * same 404, and each address gets a few such misses before it is refused with 429 for a while
 * (counted in the database, so the limit holds across server instances). A fetch that takes a changed
 * (pending) file is written to the audit log as the device, once per change of status. The console views, downloads
 * and rotates the credential of a file of its current domain.
 */
import {
  formatMac,
  type PhoneVendor,
  type ProvisioningCredential,
  provisioningPaths,
} from '@portside/contract/pbx/hardware';
import { countAttempt, refundAttempt } from '../../../platform/attempts.ts';
import type { Tx } from '../../../platform/db.ts';
import { NotFound, TooManyRequests } from '../../../platform/errors.ts';
import { recordAuditEvent } from '../../audit/record.ts';
import { findFile, findFileByCredential, markProvisioned, replaceCredential } from '../hardware/queries.ts';
import { phoneConfigOfRow } from '../hardware/service.ts';
import { hashCredential, looksLikeCredential, newCredential } from './credential.ts';
import { vendorFile, vendorFileName } from './vendor-files.ts';

/** Misses (wrong credential, MAC or file name) an address may make per window before it is refused. */
export const PROVISION_MISSES_MAX = 20;
export const PROVISION_MISS_WINDOW_MS = 10 * 60_000;

export const PROVISION_SENTENCES = {
  notFound: 'There is no provisioning file at this address.',
  tooMany:
    'Too many requests for provisioning files that do not exist from this address. Try again in a few minutes.',
} as const;

/** The vendor and MAC a phone's file name asks for; null when it names no file we serve. */
export function parseFileName(name: string): { vendor: PhoneVendor; mac: string } | null {
  const match = /^(cfg)?([0-9a-f]{12})\.(cfg|xml)$/i.exec(name);
  if (!match?.[2] || !match[3]) return null;
  const ext = match[3].toLowerCase();
  if (match[1] && ext !== 'xml') return null;
  return { vendor: ext === 'cfg' ? 'yealink' : 'grandstream', mac: match[2].toLowerCase() };
}

export interface PhoneFile {
  vendor: PhoneVendor;
  mac: string;
  body: string;
}

/**
 * The file a phone asked for. Every request is counted against its address first (so parallel guesses
 * cannot slip past the limit) and a served one is refunded: only misses add up.
 */
export async function fetchPhoneFile(
  db: Tx,
  secretKey: Buffer,
  ip: string,
  credential: string,
  fileName: string,
): Promise<PhoneFile> {
  const key = `provision:ip:${ip}`;
  const { count } = await countAttempt(db, key, PROVISION_MISS_WINDOW_MS);
  if (count > PROVISION_MISSES_MAX) throw new TooManyRequests(PROVISION_SENTENCES.tooMany);
  const wanted = parseFileName(fileName);
  const row =
    wanted && looksLikeCredential(credential)
      ? await findFileByCredential(db, hashCredential(credential))
      : undefined;
  if (!wanted || !row || row.mac !== wanted.mac) throw new NotFound(PROVISION_SENTENCES.notFound);
  await refundAttempt(db, key);
  const body = vendorFile(wanted.vendor, await phoneConfigOfRow(db, secretKey, row));
  if (await markProvisioned(db, row.id)) {
    // Audited once per change of status (a pending file taken), not per fetch: a phone re-fetches at
    // every boot and on its own timer, and the same file again says nothing new.
    await recordAuditEvent(db, {
      domain: row.domain,
      actorKind: 'device',
      actorId: formatMac(row.mac),
      actorName: row.name,
      action: 'provisioned',
      entity: 'hardware_files',
      entityId: row.mac,
      fields: [],
      ip,
      detail: `GET /provision/:credential/${fileName}`,
    });
  }
  return { vendor: wanted.vendor, mac: row.mac, body };
}

/** The console's view of a file of the domain in a vendor's format (passwords in clear). */
export async function consolePhoneFile(
  db: Tx,
  secretKey: Buffer,
  domain: string,
  mac: string,
  vendor: PhoneVendor,
): Promise<PhoneFile & { fileName: string }> {
  const row = await findFile(db, domain, mac);
  if (!row) throw new NotFound(`There is no configuration file for MAC ${formatMac(mac)}.`);
  const body = vendorFile(vendor, await phoneConfigOfRow(db, secretKey, row));
  return { vendor, mac, body, fileName: vendorFileName(vendor, mac) };
}

/** A new credential for the file; the old one stops working at once. Answered once, never stored. */
export async function rotateCredential(db: Tx, domain: string, mac: string): Promise<ProvisioningCredential> {
  const credential = newCredential();
  if (!(await replaceCredential(db, domain, mac, credential.hash))) {
    throw new NotFound(`There is no configuration file for MAC ${formatMac(mac)}.`);
  }
  return { token: credential.token, ...provisioningPaths(credential.token, mac) };
}
