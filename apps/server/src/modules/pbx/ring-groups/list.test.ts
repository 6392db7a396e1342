/** GET /v2/pbx/domain/{domain}/ringgroup: search, filters, order, paging, withExtraInfo and the CSV export. */
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, NOPBX, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { ringGroupDestinations, ringGroups } from '../schema.ts';

let t: TestApp;
let officer: string;

const STRATEGIES = ['enterprise', 'simultaneous', 'sequence', 'rollover', 'random'];
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  // 30 groups 6000-6029 on Alpha, created a day apart (6029 newest); one on Bravo.
  const rows = await t.db
    .insert(ringGroups)
    .values([
      ...Array.from({ length: 30 }, (_, i) => ({
        domain: A,
        extension: String(6000 + i),
        name: i === 7 ? '=HYPERLINK("x")' : `Team ${String.fromCharCode(65 + (i % 26))}${i}`,
        callerIdName: i % 3 === 0 ? 'Front Desk' : 'Galley',
        callerIdNumber: `30555501${String(i).padStart(2, '0')}`,
        callTimeout: i % 2 === 0 ? 30 : 45,
        strategy: STRATEGIES[i % 5]!,
        timeoutActionName: i === 0 ? 'extension' : i === 1 ? 'other' : null,
        timeoutActionValue: i === 0 ? '2101' : i === 1 ? 'company_directory' : null,
        insertDate: day(i),
      })),
      { domain: B, extension: '6000', name: 'Bravo Bridge' },
    ])
    .returning();
  const first = rows.find((r) => r.domain === A && r.extension === '6000')!;
  await t.db.insert(ringGroupDestinations).values([
    { ringGroupUuid: first.ringGroupUuid, number: '2102', delay: 5 },
    { ringGroupUuid: first.ringGroupUuid, number: '2101', delay: 0 },
  ]);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
afterAll(() => t.close());

const get = (query = '', domain = A, cookie = officer) =>
  t.app.inject({
    url: `/v2/pbx/domain/${domain}/ringgroup${query ? `?${query}` : ''}`,
    headers: cookie ? { cookie } : {},
  });
const numbers = (body: { ringgroups: Array<{ ring_group_extension: string }> }) =>
  body.ringgroups.map((g) => g.ring_group_extension);

describe('list', () => {
  it('answers the newest first with the total, 25 a page, and page 2 the rest', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(30);
    expect(body.total_kind).toBe('exact');
    expect(numbers(body)).toHaveLength(25);
    expect(numbers(body)[0]).toBe('6029');
    expect(body.ringgroups[0].destination_numbers).toBeUndefined();
    const page2 = (await get('page=2')).json();
    expect(numbers(page2)).toEqual(['6004', '6003', '6002', '6001', '6000']);
    expect(page2.total).toBe(30);
  });

  it('gives destination numbers in ringing order and the timeout action with withExtraInfo=true', async () => {
    const body = (await get('withExtraInfo=true&extension=6000')).json();
    expect(body.ringgroups).toHaveLength(1);
    expect(body.ringgroups[0]).toMatchObject({
      ring_group_extension: '6000',
      destination_numbers: ['2101', '2102'],
      ring_group_timeout_action: { name: 'extension', value: '2101' },
    });
    expect(body.ringgroups[0]).not.toHaveProperty('domain');
  });

  it('searches number, name and caller ids, case-insensitively', async () => {
    expect(numbers((await get('search=team b1')).json())).toEqual(['6001']);
    expect((await get('search=front desk')).json().total).toBe(10);
    expect(numbers((await get('search=3055550129')).json())).toEqual(['6029']);
    expect((await get('search=100%25')).json().total).toBe(0);
  });

  it('filters by extension, caller name and number, call timeout and strategy', async () => {
    expect((await get('extension=601')).json().total).toBe(10);
    expect((await get('callerIdName=galley')).json().total).toBe(20);
    expect(numbers((await get('callerIdNumber=0128')).json())).toEqual(['6028']);
    expect((await get('callTimeout=45')).json().total).toBe(15);
    expect(numbers((await get('strategy=rollover&callTimeout=45')).json())).toEqual(['6023', '6013', '6003']);
  });

  it('orders by orderBy (the spec name, ASC or DESC), or by orderby and order', async () => {
    expect(numbers((await get('orderBy=ASC')).json()).slice(0, 2)).toEqual(['6000', '6001']);
    expect(numbers((await get('orderBy=asc&order=DESC')).json())[0]).toBe('6000');
    expect(numbers((await get('orderby=ring_group_extension&order=ASC')).json())[0]).toBe('6000');
    const byName = (await get('orderby=ring_group_name&order=ASC&pagesize=2')).json();
    expect(byName.ringgroups[0].ring_group_name).toBe('=HYPERLINK("x")');
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: Array<[string, RegExp]> = [
      ['strategy=loudest', /^Field 'strategy' must be "enterprise"/],
      ['callTimeout=soon', /^Field 'callTimeout' must be a number/],
      ['orderBy=UP', /^Field 'orderBy' must be "ASC" or "DESC"/],
      ['orderby=color', /^Field 'orderby' /],
      ['page=0', /^Field 'page' must be at least 1/],
      ['withExtraInfo=maybe', /^Field 'withExtraInfo' must be "true" or "false"/],
      ['format=csv&columns=ring_group_extension,secret', /^Field 'columns' has an unknown column 'secret'/],
    ];
    for (const [query, error] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toMatch(error);
    }
  });

  it('answers 401, 403 for another ship and 403 without the PBX module', async () => {
    expect((await get('', A, '')).statusCode).toBe(401);
    expect((await get('', B)).statusCode).toBe(403);
    const noPbx = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    expect((await get('', NOPBX, noPbx)).statusCode).toBe(403);
  });
});

/** The CSV text of a header and rows, as the export writes them. */
const csv = (rows: string[][]) => stringify(rows);

describe('export', () => {
  it('streams every match as ringgroup-<code>-<date>.csv with the chosen columns, formulas neutralised', async () => {
    const columns = [
      'ring_group_extension',
      'ring_group_name',
      'ring_group_timeout_action',
      'destination_numbers',
    ];
    const res = await get(`format=csv&orderBy=ASC&callTimeout=45&strategy=sequence&columns=${columns}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ringgroup-AAA-\d{8}\.csv"$/);
    expect(res.body).toBe(
      csv([
        columns,
        ['6007', `'=HYPERLINK("x")`, '', ''],
        ['6017', 'Team R17', '', ''],
        ['6027', 'Team B27', '', ''],
      ]),
    );
    const one = await get('format=csv&extension=6001&columns=ring_group_extension,ring_group_timeout_action');
    expect(one.body).toBe(
      csv([
        ['ring_group_extension', 'ring_group_timeout_action'],
        ['6001', 'Company Directory'],
      ]),
    );
  });

  it('exports every row in the list order, with the destinations of each', async () => {
    const columns = ['ring_group_extension', 'destination_numbers', 'ring_group_timeout_action'];
    const res = await get(`format=csv&columns=${columns}`);
    expect(res.body).toBe(
      csv([
        columns,
        ...Array.from({ length: 29 }, (_, i) => [String(6029 - i), '', i === 28 ? 'Company Directory' : '']),
        ['6000', '2101 2102', 'Extension 2101'],
      ]),
    );
  });
});
