import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db.ts';
import { SettableClock } from '../../../platform/jobs/clock.ts';
import { jobRuns } from '../../../platform/jobs/schema.ts';
import { outbox } from '../../../platform/mail-schema.ts';
import { A, insertFixtures } from '../../../test/fixtures.ts';
import { buildTestApp, openTestDatabase, type TestApp } from '../../../test/helper.ts';
import { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import { reportSchedules } from '../report-schedules-schema.ts';
import { cdrs } from '../schema.ts';

const received: ReceivedMail[] = [];
let smtp: SmtpReceiver;
let smtpUrl: string;
let database: Database;
const clock = new SettableClock(new Date('2026-03-10T06:00:30Z'));
const apps: TestApp[] = [];

beforeAll(async () => {
  smtp = await startSmtpReceiver(received);
  smtpUrl = smtp.url;
  database = await openTestDatabase();
  await insertFixtures(database.db);
  await database.db.insert(cdrs).values([
    call('in-1', 'cabin', '2026-03-09T06:00:00Z'),
    call('in-2', 'cabin', '2026-03-10T05:59:59Z'),
    // Archived by a billing reset during the period: still a call of the period.
    { ...call('in-archived', 'cabin', '2026-03-09T20:00:00Z'), archived: 1 },
    call('admin-call', 'admin', '2026-03-09T12:00:00Z'),
    call('before', 'cabin', '2026-03-09T05:59:59Z'),
    call('at-the-end', 'cabin', '2026-03-10T06:00:00Z'),
    call('later', 'cabin', '2026-03-12T10:00:00Z'),
  ]);
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  await smtp.close();
});

beforeEach(() => {
  received.length = 0;
});

function call(callid: string, type: 'admin' | 'cabin', start: string) {
  const starttime = new Date(start);
  return {
    domain: A,
    callid,
    pin: type === 'cabin' ? '4101' : '610001',
    type,
    destination: '447700900123',
    starttime,
    stoptime: new Date(starttime.getTime() + 60_000),
    sessiontime: 60,
    billedSessiontime: 60,
  };
}

async function instance(env: Record<string, string> = { SMTP_URL: smtpUrl }, runJobs = false) {
  const app = await buildTestApp({ database, clock, env, runJobs });
  apps.push(app);
  return app;
}

async function schedule(name: string, over: Partial<typeof reportSchedules.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(reportSchedules)
    .values({
      domain: A,
      name,
      subject: `Report ${name}`,
      message: 'The cabin calls of the day.',
      schedule: 'daily',
      runHour: 6,
      reportType: 'cabin',
      receiver: 'purser@ship.test,it@ship.test',
      dueFrom: new Date('2026-03-01T00:00:00Z'),
      reportedTo: new Date('2026-03-09T06:00:00Z'),
      ...over,
    })
    .returning({ id: reportSchedules.id });
  if (!row) throw new Error('no schedule');
  return row.id;
}

/** The CSV attached to a raw MIME message, decoded (nodemailer sends it base64). */
function attachment(raw: string): { filename: string; lines: string[] } {
  const part = raw.split(/\r?\n--/).find((p) => /Content-Disposition: attachment/i.test(p));
  if (!part) throw new Error('the mail has no attachment');
  const filename = /filename="?([^";\r\n]+)"?/i.exec(part)?.[1] ?? '';
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('')
    .replace(/\s+/g, '');
  const lines = Buffer.from(body, 'base64').toString('utf8').trim().split(/\r?\n/);
  return { filename, lines };
}
const callids = (lines: string[]) => lines.slice(1).map((l) => l.split(',')[1]);

describe('a due schedule on two server instances', () => {
  it('runs once, and its CSV of the period arrives at the SMTP receiver', async () => {
    const one = await instance();
    const two = await instance();
    const id = await schedule('Twice');

    const [a, b] = await Promise.all([one.app.jobs.tick(), two.app.jobs.tick()]);
    const runs = [...a, ...b].filter((r) => r.key === String(id));
    expect(runs).toEqual([
      { job: 'report-schedule', key: String(id), period: '2026-03-10T06:00:00.000Z', error: null },
    ]);
    expect(await one.app.jobs.tick()).toEqual([]);
    expect(await two.app.jobs.tick()).toEqual([]);
    const claims = await database.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.key, String(id)));
    expect(claims).toHaveLength(1);
    expect(claims[0]?.finishedAt).not.toBeNull();

    expect(received).toHaveLength(1);
    const mail = received[0] as ReceivedMail;
    expect(mail.to).toEqual(['purser@ship.test', 'it@ship.test']);
    expect(mail.data).toMatch(/^Subject: Report Twice/m);
    const csv = attachment(mail.data);
    expect(csv.filename).toBe('cabin-cdrs-AAA-20260310.csv');
    expect(csv.lines[0]).toMatch(/^id,callid,pin,/);
    // Cabin calls from 06:00 on the 9th up to (not at) 06:00 on the 10th, oldest first, archived or not.
    expect(callids(csv.lines)).toEqual(['in-1', 'in-archived', 'in-2']);

    const [row] = await database.db.select().from(reportSchedules).where(eq(reportSchedules.id, id));
    expect(row?.lastrun?.toISOString()).toBe('2026-03-10T06:00:30.000Z');
    expect(row?.reportedTo?.toISOString()).toBe('2026-03-10T06:00:00.000Z');
  });
});

describe('a period missed while every server was down', () => {
  it('runs once when a server starts, covering the whole time since the last report', async () => {
    const id = await schedule('Missed', {
      reportType: 'both',
      reportedTo: new Date('2026-03-10T06:00:00Z'),
      receiver: 'hotel@ship.test',
    });
    // Down from the 10th until 09:00 on the 13th: the times of the 11th, 12th and 13th passed unseen.
    clock.set(new Date('2026-03-13T09:00:00Z'));
    const back = await instance({ SMTP_URL: smtpUrl }, true);
    // The start tick ran it; this tick waits for that one and finds nothing more.
    expect(await back.app.jobs.tick()).toEqual([]);
    const claims = await database.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.key, String(id)));
    expect(claims.map((c) => c.period.toISOString())).toEqual(['2026-03-13T06:00:00.000Z']);
    const mine = received.filter((m) => m.to.includes('hotel@ship.test'));
    expect(mine).toHaveLength(1);
    const csv = attachment((mine[0] as ReceivedMail).data);
    expect(csv.filename).toBe('all-cdrs-AAA-20260313.csv');
    expect(callids(csv.lines)).toEqual(['at-the-end', 'later']);
  });
});

describe('without SMTP_URL', () => {
  it('keeps the report and its CSV in the outbox; an inactive schedule does not run', async () => {
    clock.set(new Date('2026-03-20T06:00:00Z'));
    const quiet = await instance({});
    const id = await schedule('Outbox', {
      receiver: 'outbox@ship.test',
      reportedTo: new Date('2026-03-12T00:00:00Z'),
    });
    await schedule('Off', { status: 0, receiver: 'off@ship.test' });
    const runs = (await quiet.app.jobs.tick()).filter((r) => r.key === String(id));
    expect(runs).toHaveLength(1);
    const [kept] = await database.db.select().from(outbox).where(eq(outbox.to, 'outbox@ship.test'));
    expect(kept?.subject).toBe('Report Outbox');
    expect(kept?.text).toContain('The cabin calls of the day.');
    expect(kept?.attachments?.[0]?.filename).toBe('cabin-cdrs-AAA-20260320.csv');
    expect(callids(kept?.attachments?.[0]?.content?.trim().split('\n') ?? [])).toEqual(['later']);
    expect(await database.db.select().from(outbox).where(eq(outbox.to, 'off@ship.test'))).toEqual([]);
    expect(received).toEqual([]);
  });
});
