/**
 * The extension export written by PostgreSQL (COPY on PGlite, the same cells over node-postgres) against
 * what the list's JSON says, and the list's count strategy on a real database.
 */
import type { Extension, ExtensionListQuery } from '@portside/contract/pbx/extensions';
import { ExtensionListQuery as ListQuery } from '@portside/contract/pbx/extensions';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../../platform/csv-export.ts';
import { A, B, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { extensions } from '../schema.ts';
import { countExtensions, estimateExtensions, extensionWhere } from './queries.ts';
import { exportExtensionsCsv } from './service.ts';

let t: TestApp;
let admin: string;

const AWKWARD = [
  '=SUM(A1)',
  '+1555',
  '-2+3',
  '@cmd',
  '\tTAB',
  '\rCR',
  'a,b',
  'say "hi"',
  'two\nlines',
  '',
  '\\.',
];
const DESCRIPTIONS = [
  '007,03,1,1',
  '0,5,1,1',
  '12,3,4',
  '1,2,3,4\n',
  '=1+1',
  'Deck 5 desk phone',
  '40,14,299,89',
];

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  // Awkward text in every text column the export shows, room and other descriptions, and insert dates
  // that tie (so the uuid decides) or differ by a microsecond (which a JS Date cannot tell apart).
  const tie = new Date(Date.UTC(2026, 4, 1));
  await t.db.insert(extensions).values(
    AWKWARD.flatMap((text, i) =>
      DESCRIPTIONS.map((description, j) => ({
        domain: A,
        extension: `7${String(i).padStart(2, '0')}${j}`,
        passwordEncrypted: 'x',
        effectiveCallerIdName: text,
        outboundCallerIdName: `Cabin ${text}`,
        emergencyCallerIdNumber: text,
        forwardAllDestination: text,
        forwardBusyEnabled: j % 2 === 0,
        description,
        configured: (i + j) % 3 === 0,
        insertDate: j < 3 ? tie : new Date(Date.UTC(2026, 3, i + 1, j)),
      })),
    ),
  );
  await t.db.execute(
    sql`update extensions set insert_date = insert_date + (extension::int % 7) * interval '1 microsecond' where extension like '7%'`,
  );
  admin = await signIn(t.app, A, 'admin', PASSWORD);
});
afterAll(() => t.close());

const get = (query: string, domain = A) =>
  t.app.inject({ url: `/v3/pbx/domain/${domain}/extension?${query}`, headers: { cookie: admin } });

/** What the export showed before it was written by PostgreSQL: the list's values through csvCell. */
function expectedCsv(rows: Extension[], columns: Array<keyof Extension>): string {
  const cell = (e: Extension, id: keyof Extension) =>
    id === 'description' && e.gateway !== null ? `Gateway: ${e.gateway}, Port: ${e.port}` : e[id];
  return stringify([columns, ...rows.map((e) => columns.map((id) => csvCell(cell(e, id))))]);
}

const ORDERS = [
  'orderby=insert_date&order=DESC',
  'orderby=insert_date&order=ASC',
  'orderby=extension&order=DESC',
  'orderby=extension&order=ASC',
];

describe('extension export', () => {
  it.each(ORDERS)('is the list, row for row and cell for cell (%s)', async (order) => {
    for (const filter of ['', '&search=cabin', '&type=analog&configured=true', '&search=%2C']) {
      const list = await get(`pagesize=500&${order}${filter}`);
      const rows = list.json().extensions as Extension[];
      expect(rows.length).toBeGreaterThan(0);
      const columns = Object.keys(rows[0] as Extension) as Array<keyof Extension>;
      const csv = await get(`format=csv&${order}${filter}`);
      expect({ filter, body: csv.body }).toEqual({ filter, body: expectedCsv(rows, columns) });
    }
  });

  it('shows the chosen columns in the chosen order', async () => {
    const columns: Array<keyof Extension> = [
      'description',
      'gateway',
      'port',
      'isgateway',
      'effective_caller_id_name',
    ];
    const rows = (await get('pagesize=500&search=cabin&orderby=extension&order=ASC')).json().extensions;
    const csv = await get(`format=csv&columns=${columns.join(',')}&search=cabin&orderby=extension&order=ASC`);
    expect(csv.body).toBe(expectedCsv(rows, columns));
    expect(csv.body).toContain('"Gateway: 7, Port: 3",7,3,true,');
    expect(csv.body).toContain('"Gateway: 0, Port: 5",0,5,false,');
    expect(csv.body).toContain("'=1+1,,,false,'=SUM(A1)");
  });

  it('aborts the download when a batch fails, rather than end a file that looks complete', async () => {
    // A column gone under the export makes its first batch fail after the file's header went out.
    // (A NUL in the search did this until the NUL guard began answering it with a 400 up front.)
    await t.db.execute(sql`alter table extensions rename column effective_caller_id_name to gone`);
    try {
      await expect(get('format=csv')).rejects.toThrow('response destroyed before completion');
    } finally {
      await t.db.execute(sql`alter table extensions rename column gone to effective_caller_id_name`);
    }
    // The connection it used went back (or away) cleanly: the next export works.
    const next = await get('format=csv&columns=extension&extension_prefix=2101');
    expect(next.body).toBe('extension\n2101\n');
  });

  it('reads the same rows whatever the batch size', async () => {
    for (const order of ORDERS) {
      const q = ListQuery.parse(
        Object.fromEntries(new URLSearchParams(`format=csv&${order}`)),
      ) as ExtensionListQuery;
      const read = async (size: number) => {
        let text = '';
        for await (const batch of exportExtensionsCsv(t.db, A, q, size))
          text += Buffer.from(batch).toString();
        return text;
      };
      const whole = await read(10_000);
      expect(whole.split('\n').length).toBeGreaterThan(AWKWARD.length * DESCRIPTIONS.length);
      expect({ order, text: await read(3) }).toEqual({ order, text: whole });
      expect({ order, text: await read(1) }).toEqual({ order, text: whole });
    }
  });
});

describe('extension list total', () => {
  it('is exact for a small result, and says so', async () => {
    const body = (await get('pagesize=5')).json();
    expect(body).toMatchObject({ total: 3 + AWKWARD.length * DESCRIPTIONS.length, total_kind: 'exact' });
    expect((await get('pagesize=5&search=purser')).json()).toMatchObject({ total: 2, total_kind: 'exact' });
    // A page past the end has no rows to carry the window count; the total is still exact.
    expect((await get('pagesize=5&page=100')).json()).toEqual({
      extensions: [],
      total: body.total,
      total_kind: 'exact',
    });
  });

  it('is estimated above 1,000 rows once PostgreSQL has statistics; a count stops at its cap', async () => {
    await t.db.execute(sql`
      insert into extensions (domain, extension, password_encrypted, effective_caller_id_name, insert_date)
      select ${B}, (50000 + g)::text, 'x', 'Crew ' || g, now() - g * interval '1 second'
      from generate_series(1, 3000) g`);
    await t.db.execute(sql`analyze extensions`);
    const where = extensionWhere(B, { orderby: 'insert_date', order: 'DESC' });
    const estimate = await estimateExtensions(t.db, where);
    expect(estimate).toBeGreaterThan(1500);
    expect(estimate).toBeLessThan(6000);
    expect(await countExtensions(t.db, where, 100)).toBe(101);
    expect(await countExtensions(t.db, where, 5000)).toBe(3001);

    const body = (await get('pagesize=25', B)).json();
    expect(body.extensions).toHaveLength(25);
    expect(body.total_kind).toBe('estimated');
    expect(body.total).toBeGreaterThan(1500);
    // Estimates are rounded to two significant digits, so they do not pass for a count.
    expect(String(body.total)).toMatch(/^[1-9][0-9]0+$/);
    // A narrow search in the same domain is still counted exactly.
    expect((await get('pagesize=5&search=crew 12', B)).json()).toMatchObject({
      total: 111,
      total_kind: 'exact',
    });
  });
});
