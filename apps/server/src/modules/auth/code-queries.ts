/** SQL of the e-mailed code sign-in: App Access entries, extensions and the live code per owner. */
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { appAccess, extensions } from '../pbx/schema.ts';
import { securityCodes } from './schema.ts';

export const MAX_CODE_ATTEMPTS = 5;

/** The active App Access entry whose extension is one of `candidates` ('<ext>@<domain>' forms). */
export async function findAppAccess(tx: Tx, domain: string, candidates: string[]) {
  const [row] = await tx
    .select({ email: appAccess.email, extension: appAccess.extension })
    .from(appAccess)
    .where(
      and(eq(appAccess.domain, domain), inArray(appAccess.extension, candidates), eq(appAccess.status, 1)),
    );
  return row;
}

/** The first of `numbers` that exists as an extension of the domain, in the given order. */
export async function findFirstExtension(tx: Tx, domain: string, numbers: string[]) {
  const rows = await tx
    .select({ extension: extensions.extension })
    .from(extensions)
    .where(and(eq(extensions.domain, domain), inArray(extensions.extension, numbers)));
  return numbers.find((n) => rows.some((r) => r.extension === n));
}

/** Stores a new code for the owner, replacing any older one (a resend makes the previous code useless). */
export async function replaceCode(
  tx: Tx,
  row: { owner: string; type: string; codeHash: string; expiresAt: Date },
) {
  await tx
    .insert(securityCodes)
    .values({ ...row, attempts: 0 })
    .onConflictDoUpdate({
      target: securityCodes.owner,
      set: {
        type: row.type,
        codeHash: row.codeHash,
        expiresAt: row.expiresAt,
        attempts: 0,
        createdAt: new Date(),
      },
    });
}

/**
 * Counts one try against the owner's code and returns it, in one statement so parallel guesses cannot
 * exceed the limit. Nothing comes back when there is no code or it has used up its tries.
 */
export async function takeAttempt(tx: Tx, owner: string, type: string) {
  const [row] = await tx
    .update(securityCodes)
    .set({ attempts: sql`${securityCodes.attempts} + 1` })
    .where(
      and(
        eq(securityCodes.owner, owner),
        eq(securityCodes.type, type),
        lt(securityCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning();
  return row;
}

export async function codeExists(tx: Tx, owner: string): Promise<boolean> {
  const [row] = await tx
    .select({ owner: securityCodes.owner })
    .from(securityCodes)
    .where(eq(securityCodes.owner, owner));
  return row !== undefined;
}

/** Deletes the code if it is still the one checked; false when a parallel request used it first. */
export async function consumeCode(tx: Tx, owner: string, codeHash: string): Promise<boolean> {
  const rows = await tx
    .delete(securityCodes)
    .where(
      and(
        eq(securityCodes.owner, owner),
        eq(securityCodes.codeHash, codeHash),
        gt(securityCodes.expiresAt, new Date()),
      ),
    )
    .returning({ owner: securityCodes.owner });
  return rows.length > 0;
}
