/** POST /v1/inquiry: public, validated (400 naming the field), rate limited per address, mailed with escaped HTML. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../platform/mail-schema.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { INQUIRY_LIMIT } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { INQUIRY_TO: 'desk@sales.example' } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(outbox);
  await t.db.execute(sql`delete from attempt_counters`);
});

const good = {
  name: 'Ana Reyes',
  email: 'ana.reyes@oceanic.example',
  phone: '+1 305 555 0142',
  company: 'Oceanic Lines',
  message: 'We run 6 ships and would like a demo of the crew app.',
};

const send = (payload: object, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/v1/inquiry', payload, remoteAddress: ip });

describe('POST /v1/inquiry', () => {
  it('needs no session and mails the inquiry to INQUIRY_TO as text and HTML', async () => {
    const res = await send(good);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const mails = await t.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe('desk@sales.example');
    expect(mail?.subject).toBe('Maritime inquiry from Ana Reyes (Oceanic Lines)');
    expect(mail?.text).toContain('E-mail: ana.reyes@oceanic.example');
    expect(mail?.text).toContain('Phone: +1 305 555 0142');
    expect(mail?.text).toContain(good.message);
    expect(mail?.html).toContain('<td>Oceanic Lines</td>');
  });

  it('escapes what the visitor typed in the HTML part', async () => {
    const res = await send({ ...good, name: '<b>Eve</b>', message: '<script>alert("x")</script> & more' });
    expect(res.statusCode).toBe(200);
    const [mail] = await t.db.select().from(outbox);
    expect(mail?.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.text).toContain('<script>alert("x")</script> & more');
  });

  it('takes name, e-mail and message without phone or company', async () => {
    const res = await send({
      name: 'Tom',
      email: 'tom@ship.example',
      message: 'Do you cover river cruises?',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await t.db.select().from(outbox);
    expect(mail?.text).toContain('New inquiry via the website.');
    expect(mail?.text).toContain('Phone: —');
    expect(mail?.subject).toBe('Maritime inquiry from Tom');
  });

  it.each(['name', 'email', 'message'])(
    'refuses a missing %s with a 400 naming it and sends nothing',
    async (field) => {
      const { [field as keyof typeof good]: _, ...rest } = good;
      const res = await send(rest);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(`'${field}'`);
      expect(await t.db.select().from(outbox)).toHaveLength(0);
    },
  );

  it('refuses a blank message', async () => {
    const res = await send({ ...good, message: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain("'message'");
  });

  it('refuses a bad e-mail address with a 400 naming the field', async () => {
    const res = await send({ ...good, email: 'ana@' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain("'email'");
    expect(await t.db.select().from(outbox)).toHaveLength(0);
  });

  it('limits inquiries per client address', async () => {
    for (let i = 0; i < INQUIRY_LIMIT.max; i++) expect((await send(good)).statusCode).toBe(200);
    const res = await send(good);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/Too many attempts/);
    expect(await t.db.select().from(outbox)).toHaveLength(INQUIRY_LIMIT.max);
    expect((await send(good, '198.51.100.9')).statusCode).toBe(200);
  });
});
