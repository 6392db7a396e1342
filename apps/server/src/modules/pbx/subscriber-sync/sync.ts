/**
 * Kamailio's `subscriber` table kept in step with extensions (DESIGN §5b): an enabled extension has one
 * row, username = its number, domain = its domain, and the digest hashes Kamailio's auth_db reads with
 * calculate_ha1 off — ha1 = MD5(user:realm:password), ha1b = MD5(user@domain:realm:password), the realm
 * being the domain. The clear password is never written (the `password` column stays empty).
 *
 * The services call syncSubscriber in the transaction that changed the extension, so a password change,
 * a disable or a delete is what Kamailio checks the next REGISTER against. A disabled extension has no
 * row, so its digest fails; a deleted one loses its row by the foreign key's cascade as well.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { decryptSecret } from '../../../platform/secrets.ts';
import { extensions } from '../schema.ts';
import { kamailioSubscriber as s } from './schema.ts';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** The two digests auth_db compares with (RFC 2617 HA1), realm = domain. */
export function subscriberHashes(
  user: string,
  domain: string,
  password: string,
): { ha1: string; ha1b: string } {
  return { ha1: md5(`${user}:${domain}:${password}`), ha1b: md5(`${user}@${domain}:${domain}:${password}`) };
}

type SyncedExtension = Pick<
  typeof extensions.$inferSelect,
  'extensionUuid' | 'domain' | 'extension' | 'passwordEncrypted' | 'enabled'
>;

const syncedColumns = {
  extensionUuid: extensions.extensionUuid,
  domain: extensions.domain,
  extension: extensions.extension,
  passwordEncrypted: extensions.passwordEncrypted,
  enabled: extensions.enabled,
};

async function writeSubscriber(tx: Tx, secretKey: Buffer, ext: SyncedExtension): Promise<void> {
  if (!ext.enabled) {
    await tx.delete(s).where(eq(s.extensionUuid, ext.extensionUuid));
    return;
  }
  const hashes = subscriberHashes(ext.extension, ext.domain, decryptSecret(ext.passwordEncrypted, secretKey));
  const row = { username: ext.extension, domain: ext.domain, password: '', ...hashes };
  await tx
    .insert(s)
    .values({ ...row, extensionUuid: ext.extensionUuid })
    .onConflictDoUpdate({ target: s.extensionUuid, set: row });
}

/**
 * Brings the subscriber row of `domain`/`ext` in line with the extension as it now is in `tx`: written
 * (or rewritten) when enabled, removed when disabled or gone. Call it after every write to an extension.
 */
export async function syncSubscriber(tx: Tx, secretKey: Buffer, domain: string, ext: string): Promise<void> {
  const [row] = await tx
    .select(syncedColumns)
    .from(extensions)
    .where(and(eq(extensions.domain, domain), eq(extensions.extension, ext)));
  if (row) return writeSubscriber(tx, secretKey, row);
  await tx.delete(s).where(and(eq(s.domain, domain), eq(s.username, ext)));
}

/** What a backfill did: rows written, and the extensions skipped because their password cannot be read. */
export interface BackfillReport {
  written: number;
  /** 'number@domain' of each extension whose stored password this key cannot decrypt. */
  unreadable: string[];
}

/**
 * Writes the rows that enabled extensions lack (the demo seed, or extensions that existed before
 * Kamailio's tables did), of `domain` or of every domain, a thousand per statement. An extension whose
 * password this key cannot decrypt (a database restored without its SECRET_KEY) is skipped and named,
 * never the end of the others.
 */
export async function backfillSubscriberRows(
  tx: Tx,
  secretKey: Buffer,
  domain?: string,
): Promise<BackfillReport> {
  const missing = await tx
    .select(syncedColumns)
    .from(extensions)
    .leftJoin(s, eq(s.extensionUuid, extensions.extensionUuid))
    .where(
      and(
        domain === undefined ? undefined : eq(extensions.domain, domain),
        eq(extensions.enabled, true),
        isNull(s.id),
      ),
    );
  const unreadable: string[] = [];
  const rows = missing.flatMap((ext) => {
    let password: string;
    try {
      password = decryptSecret(ext.passwordEncrypted, secretKey);
    } catch {
      unreadable.push(`${ext.extension}@${ext.domain}`);
      return [];
    }
    return [
      {
        username: ext.extension,
        domain: ext.domain,
        extensionUuid: ext.extensionUuid,
        ...subscriberHashes(ext.extension, ext.domain, password),
      },
    ];
  });
  for (let i = 0; i < rows.length; i += 1000) {
    await tx
      .insert(s)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
  return { written: rows.length, unreadable };
}

/** The rows `domain`'s enabled extensions lack (the demo seed's step); answers how many it wrote. */
export async function backfillSubscribers(tx: Tx, secretKey: Buffer, domain: string): Promise<number> {
  return (await backfillSubscriberRows(tx, secretKey, domain)).written;
}

/**
 * The start-up step (server.ts, before listening; docs/PBX.md): every enabled extension of every domain
 * gets its subscriber row if it lacks one, so a database that had extensions before Kamailio's tables (or
 * rows written around the services: a restore, an import) registers without anyone running a script.
 * Idempotent and cheap when nothing is missing (one anti-join). Answers the line to log, or undefined
 * when there was nothing to do.
 */
export async function backfillSubscribersAtStart(db: Tx, secretKey: Buffer): Promise<string | undefined> {
  const { written, unreadable } = await backfillSubscriberRows(db, secretKey);
  const parts: string[] = [];
  if (written > 0) {
    parts.push(
      `Kamailio: wrote the missing subscriber rows of ${written} extension${written === 1 ? '' : 's'}.`,
    );
  }
  if (unreadable.length > 0) {
    const shown = unreadable.slice(0, 10).join(', ');
    const more = unreadable.length > 10 ? ` and ${unreadable.length - 10} more` : '';
    parts.push(
      `Kamailio: ${unreadable.length} extension${unreadable.length === 1 ? '' : 's'} cannot register: their SIP password cannot be decrypted with this SECRET_KEY (${shown}${more}); set a new password on each.`,
    );
  }
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** How many subscriber rows a domain has (tests, and the docs' check after a backfill). */
export async function countSubscribers(tx: Tx, domain: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(s).where(eq(s.domain, domain));
  return row?.n ?? 0;
}
