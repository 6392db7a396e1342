import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.ts';

let t: TestApp;
let smtp: SmtpReceiver;
const received: ReceivedMail[] = [];

beforeAll(async () => {
  smtp = await startSmtpReceiver(received);
  t = await buildTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Portside <no-reply@portside.test>',
      INQUIRY_TO: 'desk@sales.example',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** One header of a received message, its folded lines joined. */
function header(data: string, name: string): string | undefined {
  const head = data.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

const inquiry = {
  name: 'Ana Reyes',
  email: 'ana.reyes@oceanic.example',
  phone: '+1 305 555 0142',
  company: 'Oceanic Lines',
  message: 'We run 6 ships and would like a demo of telehealth.',
};

const send = async (payload: object, ip: string) => {
  const before = received.length;
  const res = await t.app.inject({ method: 'POST', url: '/v1/inquiry', payload, remoteAddress: ip });
  expect(res.statusCode).toBe(200);
  // The route answers after SMTP accepted the message, so it is here already.
  expect(received).toHaveLength(before + 1);
  return received.at(-1) as ReceivedMail;
};

describe('the inquiry mail over SMTP', () => {
  it('goes from MAIL_FROM to INQUIRY_TO with the visitor as Reply-To', async () => {
    const mail = await send(inquiry, '203.0.113.20');
    expect(mail.from).toBe('no-reply@portside.test');
    expect(mail.to).toEqual(['desk@sales.example']);
    expect(header(mail.data, 'From')).toBe('Portside <no-reply@portside.test>');
    expect(header(mail.data, 'Reply-To')).toBe('Ana Reyes <ana.reyes@oceanic.example>');
    expect(header(mail.data, 'Subject')).toBe('Maritime inquiry from Ana Reyes (Oceanic Lines)');
  });

  it('names the topic the visitor chose in the subject and the body', async () => {
    const mail = await send({ ...inquiry, topic: 'telehealth' }, '203.0.113.21');
    expect(header(mail.data, 'Subject')).toBe(
      'Maritime inquiry about Telehealth from Ana Reyes (Oceanic Lines)',
    );
    expect(mail.data).toContain('Topic: Telehealth');
  });

  it('keeps a name with quotes, accents and a line break inside the one Reply-To header', async () => {
    const mail = await send(
      { ...inquiry, name: 'Zoë "Z" O\'Brien\r\nBcc: victim@else.example', email: 'zoe@fleet.example' },
      '203.0.113.22',
    );
    const replyTo = header(mail.data, 'Reply-To') ?? '';
    expect(replyTo).toMatch(/<zoe@fleet\.example>$/);
    // The name is encoded (RFC 2047), so nothing the visitor typed can start a header of its own.
    expect(replyTo).toMatch(/^=\?UTF-8\?/);
    expect(header(mail.data, 'Bcc')).toBeUndefined();
    expect(mail.to).toEqual(['desk@sales.example']);
  });

  it('refuses an unknown topic with a 400 naming the field and sends nothing', async () => {
    const before = received.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/inquiry',
      payload: { ...inquiry, topic: 'lottery' },
      remoteAddress: '203.0.113.23',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain("'topic'");
    expect(received).toHaveLength(before);
  });
});
