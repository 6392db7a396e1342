/**
 * App Access rules (spec 001 §3, §8): the stored extension is 9998 + number + '@' + domain, and only for
 * a number that is an extension of the domain (itself or its 9998 app account). A create may name the
 * number alone or in that stored form (as the list exports it), never with another domain. An entry is what lets
 * the extension sign in by e-mailed code (modules/auth/security-code.ts), so deleting it stops that.
 */
import { APP_EXTENSION_PREFIX } from '@portside/contract';
import {
  type AppAccess,
  type AppAccessList,
  type CreateAppAccess,
  splitAppAccessExtension,
} from '@portside/contract/pbx/app-access';
import { assertDomainAccess, assertModule } from '../../../platform/access.ts';
import type { Tx } from '../../../platform/db.ts';
import { BadRequest, Conflict, NotFound } from '../../../platform/errors.ts';
import { keysetBatches, type PageRequest, pageWithTotal } from '../../../platform/list-query.ts';
import type { Actor } from '../../../platform/session.ts';
import {
  type AppAccessCursor,
  type AppAccessRow,
  anyExtensionExists,
  countAppAccess,
  deleteAppAccessById,
  findAppAccessById,
  insertAppAccess,
  selectAppAccessBatch,
  selectAppAccessPage,
} from './queries.ts';

function present(row: AppAccessRow): AppAccess {
  const { domain: _domain, cursor: _cursor, creationdate, ...fields } = row;
  return { ...fields, creationdate: creationdate.toISOString() };
}

export async function listAppAccess(tx: Tx, domain: string, page: PageRequest): Promise<AppAccessList> {
  const { rows, total } = await pageWithTotal(page, {
    rows: (limit, offset) => selectAppAccessPage(tx, domain, limit, offset),
    count: () => countAppAccess(tx, domain),
  });
  return { securityCodes: rows.map(present), total };
}

export async function* exportAppAccess(tx: Tx, domain: string): AsyncGenerator<AppAccess[]> {
  const rows = keysetBatches(
    (after: AppAccessCursor | undefined, limit: number) => selectAppAccessBatch(tx, domain, after, limit),
    (row) => ({ date: row.cursor, id: row.id }),
  );
  for await (const batch of rows) yield batch.map(present);
}

/** The extension number an entry is for: typing the app account itself (9998 + number) means that number. */
function baseNumber(number: string): string {
  return number.startsWith(APP_EXTENSION_PREFIX) && number.length > APP_EXTENSION_PREFIX.length
    ? number.slice(APP_EXTENSION_PREFIX.length)
    : number;
}

/** The number typed, alone or in the stored form 9998{number}@{domain} of this domain (else a 400). */
function typedNumber(extension: string, domain: string): string {
  const typed = splitAppAccessExtension(extension);
  if (!typed) throw new BadRequest('extension', "Field 'extension' must be an extension number.");
  if (typed.domain !== null && typed.domain !== domain) {
    throw new BadRequest(
      'extension',
      `Field 'extension' names domain ${typed.domain}, but this App Access entry is for ${domain}.`,
    );
  }
  return typed.number;
}

export async function createAppAccess(tx: Tx, domain: string, input: CreateAppAccess): Promise<AppAccess> {
  const number = typedNumber(input.extension, domain);
  const base = baseNumber(number);
  if (!(await anyExtensionExists(tx, domain, [base, `${APP_EXTENSION_PREFIX}${base}`]))) {
    // The console shows this text as it is (spec 001 §8).
    throw new Conflict(`Extension ${number} does not exist for domain ${domain}`);
  }
  // Never 9998 twice: '99982101' and '2101' are the same entry, which PIN login finds as 99982101@domain.
  const extension = `${APP_EXTENSION_PREFIX}${base}@${domain}`;
  const row = await insertAppAccess(tx, {
    domain,
    extension,
    email: input.email,
    preference: input.preference,
  });
  if (!row) throw new Conflict(`Extension ${number} already has App Access in domain ${domain}.`);
  return present(row);
}

/** Deletes an entry of a domain the actor may act on, with the PBX module on there. */
export async function deleteAppAccess(tx: Tx, actor: Actor, id: number): Promise<void> {
  const row = await findAppAccessById(tx, id);
  if (!row) throw new NotFound(`App Access entry ${id} does not exist.`);
  const env = await assertDomainAccess(tx, actor, row.domain);
  assertModule(actor, env, 'pbx');
  await deleteAppAccessById(tx, id);
}
