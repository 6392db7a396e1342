/** GET /v3/pbx/domain/{domain}/extension: search, filters, order, paging, export and the guard. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, CAR, insertFixtures, NOPBX, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { domainUuid } from '../domain-uuid.ts';
import { extensions } from '../schema.ts';

let t: TestApp;
let admin: string;
let officer: string;
beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  // Rooms on gateways 3 and 4, one on gateway 0, a desk phone with a formula-looking name.
  await t.db.insert(extensions).values([
    ...[1, 2, 3].map((i) => ({
      domain: A,
      extension: `500${i}`,
      passwordEncrypted: 'x',
      effectiveCallerIdName: `Cabin 500${i}`,
      description: `3,${i},10,20`,
      configured: i !== 2,
      insertDate: new Date(Date.UTC(2026, 0, i)),
    })),
    { domain: A, extension: '5010', passwordEncrypted: 'x', description: '4,1,0,0', temporary: true },
    { domain: A, extension: '5020', passwordEncrypted: 'x', description: '0,1,0,0' },
    { domain: A, extension: '6000', passwordEncrypted: 'x', effectiveCallerIdName: '=HYPERLINK("x")' },
  ]);
  admin = await signIn(t.app, A, 'admin', PASSWORD);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
afterAll(() => t.close());

const list = (query: string, cookie = admin, domain = A) =>
  t.app.inject({ url: `/v3/pbx/domain/${domain}/extension?${query}`, headers: cookie ? { cookie } : {} });
const numbers = async (query: string) =>
  (await list(query)).json().extensions.map((e: { extension: string }) => e.extension);

describe('extension list', () => {
  it('answers a page with the total, newest first, never a password', async () => {
    const res = await list('page=1&pagesize=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(9);
    expect(body.extensions).toHaveLength(2);
    expect(res.body).not.toMatch(/password/i);
    const page5 = (await list('page=5&pagesize=2')).json();
    expect(page5).toMatchObject({ total: 9, extensions: [expect.any(Object)] });
  });

  it("carries the domain's uuid beside the domain, as the spec's entity does, in the list, a read and the export", async () => {
    const uuid = domainUuid(A);
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(domainUuid(B)).not.toBe(uuid);
    const body = (await list('page=1&pagesize=25')).json();
    expect(body.extensions.length).toBeGreaterThan(0);
    for (const e of body.extensions) expect(e).toMatchObject({ domain: A, domain_uuid: uuid });
    const one = await t.app.inject({
      url: `/v2/pbx/domain/${A}/extension/5001`,
      headers: { cookie: admin },
    });
    expect(one.json()).toMatchObject({ extension: '5001', domain_uuid: uuid });
    const csv = await list('format=csv&columns=extension,domain_uuid&search=5001');
    expect(csv.body.trim().split('\n')).toEqual(['extension,domain_uuid', `5001,${uuid}`]);
  });

  it('derives the domain uuid by RFC 9562 version 5 in the DNS namespace (stable across servers)', () => {
    // The RFC's and Python's uuid5(NAMESPACE_DNS, 'python.org') example.
    expect(domainUuid('python.org')).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d');
    expect(domainUuid('Python.ORG')).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d');
  });

  it('derives gateway and port from a room description', async () => {
    const [room] = (await list('extension=5003')).json().extensions;
    expect(room).toMatchObject({
      extension: '5003',
      gateway: 3,
      port: 3,
      isgateway: true,
      description: '3,3,10,20',
    });
    const [desk] = (await list('extension=6000')).json().extensions;
    expect(desk).toMatchObject({ gateway: null, port: null, isgateway: false });
  });

  it('searches case-insensitively over number, names and description; % is literal', async () => {
    expect(await numbers('search=cabin%20500&orderby=extension&order=asc')).toEqual(['5001', '5002', '5003']);
    expect(await numbers('search=%25')).toEqual([]);
    expect((await list('search=cabin')).json().total).toBe(4);
  });

  it('filters by type, gateway, flags and prefix', async () => {
    expect(await numbers('gateway=3&orderby=extension&order=ASC')).toEqual(['5001', '5002', '5003']);
    expect(await numbers('isgateway=true&orderby=extension&order=ASC')).toEqual([
      '2102',
      '5001',
      '5002',
      '5003',
      '5010',
    ]);
    expect(await numbers('type=analog&orderby=extension&order=ASC')).toContain('5020');
    expect(await numbers('type=ip&orderby=extension&order=ASC')).toEqual(['2101', '6000', '99982101']);
    expect(await numbers('gateway=3&configured=false')).toEqual(['5002']);
    expect(await numbers('temporary=true')).toEqual(['5010']);
    expect(await numbers('extension_prefix=50&description=3,&order=ASC')).toEqual(['5001', '5002', '5003']);
  });

  it('selects a gateway by number, as the list shows and links it (04 is gateway 4)', async () => {
    const [room] = await t.db
      .insert(extensions)
      .values({ domain: A, extension: '5030', passwordEncrypted: 'x', description: '04,2,0,0' })
      .returning();
    try {
      expect(await numbers('gateway=4&orderby=extension&order=ASC')).toEqual(['5010', '5030']);
    } finally {
      await t.db.delete(extensions).where(eq(extensions.extensionUuid, room?.extensionUuid ?? ''));
    }
  });

  it('answers 400 naming the field for bad page, pagesize, order, orderby, filters and columns', async () => {
    const cases: Array<[string, string]> = [
      ['page=0', "Field 'page' must be at least 1."],
      ['pagesize=abc', "Field 'pagesize' must be a number."],
      ['order=UP', 'Field \'order\' must be "ASC" or "DESC".'],
      ['orderby=name', 'Field \'orderby\' must be "insert_date" or "extension".'],
      ['type=pots', 'Field \'type\' must be "analog" or "ip".'],
      ['configured=yes', 'Field \'configured\' must be "true" or "false".'],
      ['extension_prefix=5a', "Field 'extension_prefix' must be digits."],
      ['format=csv&columns=extension,password', "Field 'columns' has an unknown column 'password'."],
    ];
    for (const [query, error] of cases) {
      const res = await list(query);
      expect({ query, status: res.statusCode, body: res.json() }).toEqual({
        query,
        status: 400,
        body: { error },
      });
    }
  });

  it('clamps a huge pagesize', async () => {
    expect((await list('pagesize=10000000')).statusCode).toBe(200);
  });

  it('answers 401 without a session, 403 on another ship, 403 without the PBX module', async () => {
    expect((await list('', '')).statusCode).toBe(401);
    expect((await list('', officer, B)).json()).toEqual({ error: `You do not have access to domain ${B}.` });
    expect((await list('', admin, B)).statusCode).toBe(200);
    const carrier = await signIn(t.app, CAR, 'admin', PASSWORD);
    expect((await list('', carrier, CAR)).statusCode).toBe(403);
    const noPbx = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    expect((await list('', noPbx, NOPBX)).json()).toEqual({
      error: 'The PBX module is not enabled for your organisation.',
    });
  });
});

describe('extension export', () => {
  it('streams the chosen columns with the same filters, a dated file name and neutralised cells', async () => {
    const res = await list(
      'format=csv&columns=extension,description,effective_caller_id_name&orderby=extension&order=ASC&search=50',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="extension-AAA-\d{8}\.csv"$/);
    expect(res.body.trim().split('\n')).toEqual([
      'extension,description,effective_caller_id_name',
      '5001,"Gateway: 3, Port: 1",Cabin 5001',
      '5002,"Gateway: 3, Port: 2",Cabin 5002',
      '5003,"Gateway: 3, Port: 3",Cabin 5003',
      '5010,"Gateway: 4, Port: 1",',
      '5020,"Gateway: 0, Port: 1",',
    ]);
    const formula = await list('format=csv&columns=extension,effective_caller_id_name&extension=6000');
    expect(formula.body).toContain(`6000,"'=HYPERLINK(""x"")"`);
  });

  it("names the export of one gateway's extensions gateway", async () => {
    const res = await list('format=csv&columns=extension,description,toll_allow&gateway=4');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="gateway-AAA-\d{8}\.csv"$/);
    expect(res.body.trim().split('\n')).toEqual([
      'extension,description,toll_allow',
      '5010,"Gateway: 4, Port: 1",t',
    ]);
  });

  it('exports every column by default, never the password', async () => {
    const res = await list('format=csv');
    const lines = res.body.trim().split('\n');
    expect(lines).toHaveLength(10);
    expect(lines[0]).toMatch(/^extension_uuid,extension,domain,/);
    expect(res.body).not.toMatch(/password/i);
  });
});
