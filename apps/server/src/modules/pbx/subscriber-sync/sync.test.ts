/**
 * Kamailio's subscriber table follows extensions in the same transaction: create writes ha1/ha1b (never
 * the clear password), a new password rewrites them, a disable removes the row and an enable brings it
 * back, a failed update leaves it as it was, and deleting the extension deletes it.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptSecret, loadSecretKey } from '../../../platform/secrets.ts';
import { type ExtensionSetup, extensionSetup } from '../../../test/extension-setup.ts';
import { A, B } from '../../../test/fixtures.ts';
import type { TestApp } from '../../../test/helper.ts';
import { extensions } from '../schema.ts';
import { kamailioSubscriber as s } from './schema.ts';
import { backfillSubscribers, backfillSubscribersAtStart, countSubscribers } from './sync.ts';

let t: TestApp;
let create: ExtensionSetup['createExtension'];
let patch: ExtensionSetup['patchExtension'];
beforeAll(async () => {
  ({ t, createExtension: create, patchExtension: patch } = await extensionSetup());
});
afterAll(() => t.close());

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const subscriber = async (ext: string) =>
  (
    await t.db
      .select()
      .from(s)
      .where(and(eq(s.domain, A), eq(s.username, ext)))
  )[0];

describe('subscriber sync', () => {
  it('writes the digests of a new extension, realm = domain, and no clear password', async () => {
    expect((await create('6101', 'first-secret-1')).statusCode).toBe(201);
    const row = await subscriber('6101');
    expect(row).toMatchObject({
      username: '6101',
      domain: A,
      password: '',
      ha1: md5(`6101:${A}:first-secret-1`),
      ha1b: md5(`6101@${A}:${A}:first-secret-1`),
    });
  });

  it('rewrites them on a password change and keeps them on other changes', async () => {
    expect((await patch('6101', { password: 'second-secret-2' })).statusCode).toBe(200);
    expect((await subscriber('6101'))?.ha1).toBe(md5(`6101:${A}:second-secret-2`));
    expect((await patch('6101', { description: 'Spa desk' })).statusCode).toBe(200);
    expect((await subscriber('6101'))?.ha1).toBe(md5(`6101:${A}:second-secret-2`));
  });

  it('a refused update changes nothing', async () => {
    expect((await patch('6101', { password: '6101' })).statusCode).toBe(400);
    expect((await subscriber('6101'))?.ha1).toBe(md5(`6101:${A}:second-secret-2`));
  });

  it('removes the row when disabled and writes it again when enabled', async () => {
    const off = await patch('6101', { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().enabled).toBe(false);
    expect(await subscriber('6101')).toBeUndefined();
    // A password set while disabled is the one the enabled extension registers with.
    expect((await patch('6101', { password: 'third-secret-3' })).statusCode).toBe(200);
    expect(await subscriber('6101')).toBeUndefined();
    expect((await patch('6101', { enabled: true })).json().enabled).toBe(true);
    expect((await subscriber('6101'))?.ha1).toBe(md5(`6101:${A}:third-secret-3`));
  });

  it('deleting the extension deletes its row', async () => {
    await t.db.delete(extensions).where(and(eq(extensions.domain, A), eq(extensions.extension, '6101')));
    expect(await subscriber('6101')).toBeUndefined();
  });

  it('backfills enabled extensions that lack a row, once', async () => {
    const key = loadSecretKey(t.config);
    // B's fixture extension has no readable password: disabled, it is skipped.
    await t.db.update(extensions).set({ enabled: false }).where(eq(extensions.domain, B));
    await t.db.insert(extensions).values([
      { domain: B, extension: '4001', passwordEncrypted: encryptSecret('bravo-secret-1', key) },
      { domain: B, extension: '4002', passwordEncrypted: encryptSecret('bravo-secret-2', key) },
    ]);
    expect(await countSubscribers(t.db, B)).toBe(0);
    expect(await backfillSubscribers(t.db, key, B)).toBe(2);
    expect(await backfillSubscribers(t.db, key, B)).toBe(0);
    const [row] = await t.db
      .select()
      .from(s)
      .where(and(eq(s.domain, B), eq(s.username, '4002')));
    expect(row?.ha1).toBe(md5(`4002:${B}:bravo-secret-2`));
  });

  it('the start-up step writes what every domain lacks, once, and names the extensions it cannot read', async () => {
    const key = loadSecretKey(t.config);
    // Written around the services (a restore, an import): no subscriber rows.
    await t.db.insert(extensions).values([
      { domain: A, extension: '6110', passwordEncrypted: encryptSecret('alpha-secret-10', key) },
      { domain: B, extension: '4003', passwordEncrypted: encryptSecret('bravo-secret-3', key) },
      {
        domain: B,
        extension: '4004',
        passwordEncrypted: encryptSecret('bravo-secret-4', key),
        enabled: false,
      },
    ]);
    const line = await backfillSubscribersAtStart(t.db, key);
    expect(line).toContain('wrote the missing subscriber rows of 2 extensions');
    // The fixtures' extensions hold no encrypted password: named, never the end of the others.
    expect(line).toContain(`3 extensions cannot register`);
    expect(line).toContain(`2101@${A}`);
    expect((await subscriber('6110'))?.ha1).toBe(md5(`6110:${A}:alpha-secret-10`));
    const [bravo] = await t.db
      .select()
      .from(s)
      .where(and(eq(s.domain, B), eq(s.username, '4003')));
    expect(bravo?.ha1).toBe(md5(`4003:${B}:bravo-secret-3`));
    expect(await countSubscribers(t.db, B)).toBe(3);
    // Once is enough: the next start writes nothing.
    const again = await backfillSubscribersAtStart(t.db, key);
    expect(again).not.toContain('wrote');
    await t.db.delete(extensions).where(eq(extensions.passwordEncrypted, 'not-read-here'));
    expect(await backfillSubscribersAtStart(t.db, key)).toBeUndefined();
  });
});
