/**
 * The rules of extensions: list and export with the same filters, create (unique number per domain,
 * leading 1 removed from the phone number, SIP password encrypted), read and update. The SIP password's
 * rule is the contract's (sip-password.ts), so the console and the CSV upload meet the same one.
 */
import type {
  CreateExtension,
  Extension,
  ExtensionList,
  ExtensionListQuery,
  UpdateExtension,
} from '@portside/contract/pbx/extensions';
import { SIP_PASSWORD_SENTENCES, sipPasswordProblem } from '@portside/contract/pbx/sip-password';
import { copyCsv } from '../../../platform/csv-export.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { BadRequest, Conflict, NotFound } from '../../../platform/errors.ts';
import { keysetRanges, pageWithTotal } from '../../../platform/list-query.ts';
import { encryptSecret } from '../../../platform/secrets.ts';
import { assertForwardDestination, claimNumber, clearReferences } from '../number-plan/service.ts';
import type { extensions } from '../schema.ts';
import { syncSubscriber } from '../subscriber-sync/sync.ts';
import { toExtension } from './presenter.ts';
import {
  countExtensions,
  deleteExtensionRow,
  type ExtensionCursor,
  estimateExtensions,
  extensionCsvBatch,
  extensionWhere,
  findExtension,
  insertExtension,
  selectExtensionBoundary,
  selectExtensionPage,
  selectExtensionPageCounted,
  updateExtensionRow,
} from './queries.ts';

/** A page of the list; its total is exact, capped or estimated (list-query's count strategy). */
export async function listExtensions(tx: Tx, domain: string, q: ExtensionListQuery): Promise<ExtensionList> {
  const where = extensionWhere(domain, q);
  const { rows, total, totalKind } = await pageWithTotal(q, {
    rows: (limit, offset) => selectExtensionPage(tx, where, q, limit, offset),
    rowsCounted: (limit, offset) => selectExtensionPageCounted(tx, where, q, limit, offset),
    count: (upTo) => countExtensions(tx, where, upTo),
    estimate: () => estimateExtensions(tx, where),
  });
  return { extensions: rows.map(toExtension), total, total_kind: totalKind };
}

/** Rows per export batch: one COPY each, about 1 MB of CSV at every column. */
export const EXTENSION_EXPORT_BATCH = 5000;

/**
 * Every matching extension as CSV (the chosen columns, no header), in the list's order and with its
 * filters, one PostgreSQL-written batch at a time (platform/csv-export copyCsv).
 */
export function exportExtensionsCsv(
  db: Db,
  domain: string,
  q: ExtensionListQuery,
  batchSize = EXTENSION_EXPORT_BATCH,
): AsyncGenerator<Uint8Array> {
  const where = extensionWhere(domain, q);
  return keysetRanges(
    (after: ExtensionCursor | undefined, n) => selectExtensionBoundary(db, where, q, after, n),
    (after, through) => copyCsv(db, extensionCsvBatch(domain, where, q, q.columns, after, through)),
    batchSize,
  );
}

/** Spec 001 §5: a phone number with a leading 1 has it removed ('+1 305…' and '1305…' → '305…'). */
export function normalisePhone(tn: string | undefined): string {
  const digits = (tn ?? '').replace(/^\+/, '');
  return digits.startsWith('1') ? digits.slice(1) : digits;
}

export async function createExtension(
  tx: Tx,
  secretKey: Buffer,
  domain: string,
  input: CreateExtension,
): Promise<Extension> {
  // One number plan per domain: not a ring group's, a broadcast group's or a feature code's number.
  await claimNumber(tx, domain, input.extension, 'extension');
  const name = input.extensionAttributes.effective_caller_id_name;
  const phone = normalisePhone(input.tn);
  const row = await insertExtension(tx, {
    domain,
    extension: input.extension,
    passwordEncrypted: encryptSecret(input.password, secretKey),
    effectiveCallerIdName: name,
    effectiveCallerIdNumber: input.extension,
    outboundCallerIdName: name,
    outboundCallerIdNumber: phone,
    description: input.extensionAttributes.description,
    accountcode: domain,
    phone,
  });
  if (!row) throw new Conflict(`Extension ${input.extension} already exists in domain ${domain}.`);
  await syncSubscriber(tx, secretKey, domain, input.extension);
  return toExtension(row);
}

export async function getExtension(tx: Tx, domain: string, ext: string): Promise<Extension> {
  const row = await findExtension(tx, domain, ext);
  if (!row) throw new NotFound(`Extension ${ext} does not exist in domain ${domain}.`);
  return toExtension(row);
}

/** The wire's forward pairs and the columns each one sets. */
const FORWARDS = [
  ['forward_all', ['forwardAllEnabled', 'forwardAllDestination']],
  ['forward_busy', ['forwardBusyEnabled', 'forwardBusyDestination']],
  ['forward_no_answer', ['forwardNoAnswerEnabled', 'forwardNoAnswerDestination']],
  ['forward_user_not_registered', ['forwardUserNotRegisteredEnabled', 'forwardUserNotRegisteredDestination']],
] as const;

/** Applies the fields given; `outbound` is the dialog's name for toll_allow (toll_allow wins if both). */
export async function updateExtension(
  tx: Tx,
  secretKey: Buffer,
  domain: string,
  ext: string,
  input: UpdateExtension,
): Promise<Extension> {
  const values: Partial<typeof extensions.$inferInsert> = {};
  if (input.name !== undefined) values.effectiveCallerIdName = input.name;
  const tollAllow = input.toll_allow ?? input.outbound;
  if (tollAllow !== undefined) values.tollAllow = tollAllow;
  if (input.description !== undefined) values.description = input.description;
  if (input.enabled !== undefined) values.enabled = input.enabled;
  if (input.password !== undefined) {
    // The body's schema checked the length; the number it must differ from is the path's.
    const problem = sipPasswordProblem(input.password, ext);
    if (problem) throw new BadRequest('password', `Field 'password' ${SIP_PASSWORD_SENTENCES[problem]}.`);
    values.passwordEncrypted = encryptSecret(input.password, secretKey);
  }
  for (const [field, [enabled, destination]] of FORWARDS) {
    const pair = input[field];
    if (!pair) continue;
    // A forward must reach something of the number plan or an outside number (400 naming the field).
    await assertForwardDestination(tx, domain, ext, pair.destination, `${field}.destination`);
    values[enabled] = pair.enabled;
    values[destination] = pair.destination;
  }
  if (Object.keys(values).length === 0) return getExtension(tx, domain, ext);
  const row = await updateExtensionRow(tx, domain, ext, values);
  if (!row) throw new NotFound(`Extension ${ext} does not exist in domain ${domain}.`);
  // Kamailio's credential follows in this transaction (a new password, a disable).
  if (values.passwordEncrypted !== undefined || values.enabled !== undefined) {
    await syncSubscriber(tx, secretKey, domain, ext);
  }
  return toExtension(row);
}

/**
 * Deletes an extension and, in the same transaction, what refers to it (number-plan clearReferences: ring
 * group destinations, timeout actions and forwards, other extensions' forwards, inbound routes, broadcast
 * memberships, its app access entry; users' links go with the row). The console lists those first
 * (GET .../numberplan/extension/{ext}/references).
 */
export async function deleteExtension(tx: Tx, domain: string, ext: string): Promise<void> {
  await clearReferences(tx, domain, 'extension', ext);
  if (!(await deleteExtensionRow(tx, domain, ext))) {
    throw new NotFound(`Extension ${ext} does not exist in domain ${domain}.`);
  }
}
