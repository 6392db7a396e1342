/**
 * Creating, re-timing and deleting report schedules, and the ship's time zone (issue 13 items 4, 5): bad
 * input is a 400 naming the field, roles follow the permission table, every write leaves its audit row.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettableClock } from '../../../platform/jobs/clock.ts';
import { A, B, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { auditLog } from '../../audit/schema.ts';
import { environments } from '../../tenancy/schema.ts';
import { reportSchedules } from '../report-schedules-schema.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
const clock = new SettableClock(new Date('2026-01-10T12:00:00Z'));

beforeAll(async () => {
  t = await buildTestApp({ clock });
  await insertFixtures(t.db);
  for (const user of ['officer', 'operator', 'clerk', 'auditor'])
    cookies[user] = await signIn(t.app, A, user, PASSWORD);
});
afterAll(() => t.close());

const req = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  payload?: object,
  as = 'officer',
) => t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie: cookies[as] ?? '' } });

const nightly = {
  name: 'Cabin calls nightly',
  receiver: 'purser@ship.test, it@ship.test',
  subject: 'Cabin calls',
  message: 'Attached are the cabin calls.',
  report_type: 'cabin',
  schedule: 'daily',
  run_hour: 2,
  use_local_timezone: 0,
};

const auditOf = (entity: string, id: string) =>
  t.db
    .select({ action: auditLog.action, fields: auditLog.fields, role: auditLog.actorRole })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);

describe('POST /v2/reportschedule', () => {
  it('creates an active schedule that says what it reports and when it runs next, audited', async () => {
    const res = await req('POST', '/v2/reportschedule', nightly, 'clerk');
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({
      name: 'Cabin calls nightly',
      receiver: 'purser@ship.test,it@ship.test',
      report_type: 'cabin',
      schedule: 'daily',
      run_hour: 2,
      run_weekday: null,
      run_day: null,
      status: 1,
      lastrun: null,
      // Made at 12:00 UTC: the first run is the next 02:00, never the one that passed that morning.
      next_run: '2026-01-11T02:00:00.000Z',
    });
    const audit = await auditOf('report_schedules', String(made.id));
    expect(audit).toMatchObject([{ action: 'create', role: 'billing_clerk' }]);
    expect(audit[0]?.fields).toEqual(expect.arrayContaining(['name', 'receiver', 'report_type', 'run_hour']));
  });

  it('answers 400 naming the field for each bad value, and makes nothing', async () => {
    const before = (await t.db.select().from(reportSchedules)).length;
    for (const [body, field] of [
      [{ ...nightly, name: '  ' }, 'name'],
      [{ ...nightly, receiver: 'purser@ship.test,nobody' }, 'receiver'],
      [{ ...nightly, report_type: 'crew' }, 'report_type'],
      [{ ...nightly, schedule: 'hourly' }, 'schedule'],
      [{ ...nightly, run_hour: 24 }, 'run_hour'],
      [{ ...nightly, run_hour: 1.5 }, 'run_hour'],
      [{ ...nightly, schedule: 'weekly' }, 'run_weekday'],
      [{ ...nightly, schedule: 'weekly', run_weekday: 7 }, 'run_weekday'],
      [{ ...nightly, schedule: 'monthly' }, 'run_day'],
      [{ ...nightly, schedule: 'monthly', run_day: 31 }, 'run_day'],
      [{ ...nightly, use_local_timezone: 2 }, 'use_local_timezone'],
      [{ ...nightly, subject: undefined }, 'subject'],
    ] as const) {
      const res = await req('POST', '/v2/reportschedule', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toContain(`'${field}'`);
    }
    expect((await t.db.select().from(reportSchedules)).length).toBe(before);
  });

  it('refuses a role that may only read (403), and nothing is made', async () => {
    const res = await req('POST', '/v2/reportschedule', nightly, 'auditor');
    expect(res.statusCode).toBe(403);
    const rows = await t.db.select().from(reportSchedules).where(eq(reportSchedules.name, nightly.name));
    expect(rows).toHaveLength(1);
  });
});

describe('PATCH /v2/reportschedule/id/{id}: what and when', () => {
  it('re-times a schedule: weekly needs its weekday (400), monthly its day; the other field is cleared', async () => {
    const made = (await req('POST', '/v2/reportschedule', { ...nightly, name: 'Retimed' })).json();
    const url = `/v2/reportschedule/id/${made.id}`;
    const noDay = await req('PATCH', url, { schedule: 'weekly' });
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().error).toBe("Field 'run_weekday' is required for a weekly schedule.");

    const weekly = await req('PATCH', url, {
      schedule: 'weekly',
      run_weekday: 1,
      run_hour: 7,
      report_type: 'both',
    });
    expect(weekly.statusCode, weekly.body).toBe(200);
    // Saturday 10 January 2026: the next Monday 07:00.
    expect(weekly.json()).toMatchObject({
      schedule: 'weekly',
      run_weekday: 1,
      run_hour: 7,
      report_type: 'both',
      next_run: '2026-01-12T07:00:00.000Z',
    });
    const monthly = await req('PATCH', url, { schedule: 'monthly', run_day: 28 });
    expect(monthly.json()).toMatchObject({ schedule: 'monthly', run_day: 28, run_weekday: null });
    expect(monthly.json().next_run).toBe('2026-01-28T07:00:00.000Z');
    expect((await req('PATCH', url, { run_day: 0 })).json().error).toContain("'run_day'");
  });

  it('has no next run while inactive', async () => {
    const made = (await req('POST', '/v2/reportschedule', { ...nightly, name: 'Paused', status: 0 })).json();
    expect(made).toMatchObject({ status: 0, next_run: null });
  });
});

describe('DELETE /v2/reportschedule/id/{id}', () => {
  it('deletes a schedule of the ship (audited); another ship 403, unknown 404, a reader 403', async () => {
    const made = (await req('POST', '/v2/reportschedule', { ...nightly, name: 'Short-lived' })).json();
    const url = `/v2/reportschedule/id/${made.id}`;
    expect((await req('DELETE', url, undefined, 'auditor')).statusCode).toBe(403);
    const res = await req('DELETE', url, undefined, 'operator');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await t.db.select().from(reportSchedules).where(eq(reportSchedules.id, made.id))).toEqual([]);
    expect((await auditOf('report_schedules', String(made.id))).map((a) => a.action)).toEqual([
      'create',
      'delete',
    ]);
    expect((await req('DELETE', url)).statusCode).toBe(404);
    const [other] = await t.db
      .insert(reportSchedules)
      .values({ domain: B, name: 'Bravo', subject: 's', schedule: 'daily', receiver: 'b@b.test' })
      .returning({ id: reportSchedules.id });
    expect((await req('DELETE', `/v2/reportschedule/id/${other?.id}`)).statusCode).toBe(403);
  });
});

describe('the ship time zone', () => {
  it('an administrator sets an IANA zone (audited); local-time schedules and the offset follow it', async () => {
    const bad = await req('PUT', '/v3/utils/localtimezone', { timezone: '+03:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("Field 'timezone' must be an IANA time zone such as Europe/Athens.");
    expect((await req('PUT', '/v3/utils/localtimezone', { timezone: 'Mars/Olympus' })).statusCode).toBe(400);
    expect(
      (await req('PUT', '/v3/utils/localtimezone', { timezone: 'Europe/Athens' }, 'operator')).statusCode,
    ).toBe(403);

    const set = await req('PUT', '/v3/utils/localtimezone', { timezone: 'europe/athens' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ utc_offset: '+02:00', timezone: 'Europe/Athens' });
    expect((await req('GET', '/v3/utils/localtimezone', undefined, 'auditor')).json()).toEqual({
      utc_offset: '+02:00',
      timezone: 'Europe/Athens',
    });
    const [env] = await t.db.select().from(environments).where(eq(environments.domain, A));
    expect(env?.localTimezone).toBe('Europe/Athens');
    expect(await auditOf('environments', 'AAA')).toMatchObject([
      { action: 'update', fields: ['local_timezone'] },
    ]);

    // 08:00 in Athens (UTC+2 in January) is 06:00 UTC.
    const local = await req('POST', '/v2/reportschedule', {
      ...nightly,
      name: 'Local',
      run_hour: 8,
      use_local_timezone: 1,
    });
    expect(local.json().next_run).toBe('2026-01-11T06:00:00.000Z');
    // In summer the same schedule runs an hour earlier in UTC.
    clock.set(new Date('2026-07-10T12:00:00Z'));
    const list = await req('GET', '/v2/reportschedule?search=Local');
    expect(list.json().reportSchedules[0].next_run).toBe('2026-07-11T05:00:00.000Z');
    expect((await req('GET', '/v3/utils/localtimezone')).json().utc_offset).toBe('+03:00');
  });
});
