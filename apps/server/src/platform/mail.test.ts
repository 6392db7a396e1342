import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../test/helper.ts';
import { mimeAttachment } from '../test/mime.ts';
import { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from '../test/smtp-receiver.ts';
import type { Database } from './db.ts';
import { Mailer } from './mail.ts';
import { outbox } from './mail-schema.ts';

let tdb: Database;
let smtp: SmtpReceiver;
let port: number;
const received: ReceivedMail[] = [];
const log = { info: vi.fn(), error: vi.fn() };

beforeAll(async () => {
  tdb = await openTestDatabase();
  smtp = await startSmtpReceiver(received);
  port = Number(new URL(smtp.url).port);
});
afterAll(async () => {
  await smtp.close();
  await tdb.close();
});

describe('Mailer', () => {
  it('delivers through SMTP_URL from MAIL_FROM and marks the outbox row sent', async () => {
    const mailer = new Mailer(
      tdb.db,
      { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Portside <no-reply@portside.test>' },
      log,
    );
    await mailer.send({
      to: 'purser@a.test',
      subject: 'Your Portside sign-in code',
      text: 'Your code is 123456.',
    });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@portside.test');
    expect(received[0]?.to).toEqual(['purser@a.test']);
    expect(received[0]?.data).toContain('Subject: Your Portside sign-in code');
    expect(received[0]?.data).toContain('Your code is 123456.');
    const [row] = await tdb.db.select().from(outbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });

  it('sends a binary attachment byte for byte, and keeps it as base64 in the outbox without SMTP', async () => {
    // Every byte value, and the bytes no text encoding survives (a NUL, a lone 0xff).
    const bytes = Buffer.from([...Array.from({ length: 256 }, (_, i) => i), 0, 255, 0xfe, 0x80]);
    const mailer = new Mailer(tdb.db, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'p@portside.test' }, log);
    await mailer.send({
      to: 'bytes@a.test',
      subject: 'A recording',
      text: 'Attached.',
      attachments: [{ filename: 'message.wav', contentType: 'audio/wav', content: bytes }],
    });
    mailer.close();
    const mail = received.find((r) => r.to.includes('bytes@a.test'));
    const attached = mimeAttachment(mail?.data ?? '', 'message.wav');
    expect(attached?.contentType).toBe('audio/wav');
    expect(attached?.data.equals(bytes)).toBe(true);
    const sent = (await tdb.db.select().from(outbox)).find((r) => r.to === 'bytes@a.test');
    expect(sent?.attachments).toEqual([{ filename: 'message.wav', contentType: 'audio/wav' }]);

    const kept = new Mailer(tdb.db, { from: 'p@portside.test' }, log);
    await kept.send({
      to: 'kept@a.test',
      subject: 'A recording',
      text: 'Attached.',
      attachments: [{ filename: 'message.wav', contentType: 'audio/wav', content: bytes }],
    });
    const row = (await tdb.db.select().from(outbox)).find((r) => r.to === 'kept@a.test');
    const [file] = row?.attachments ?? [];
    expect(file).toMatchObject({ filename: 'message.wav', contentType: 'audio/wav', encoding: 'base64' });
    expect(Buffer.from(file?.content ?? '', 'base64').equals(bytes)).toBe(true);
  });

  it('records the error and throws when the SMTP server cannot be reached', async () => {
    const mailer = new Mailer(tdb.db, { smtpUrl: 'smtp://127.0.0.1:1', from: 'p@portside.test' }, log);
    await expect(mailer.send({ to: 'x@a.test', subject: 'S', text: 'T' })).rejects.toThrow();
    mailer.close();
    const rows = await tdb.db.select().from(outbox);
    expect(rows.find((r) => r.to === 'x@a.test')?.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('without SMTP_URL keeps the mail in the outbox and logs it so a developer can read it', async () => {
    log.info.mockClear();
    const mailer = new Mailer(tdb.db, { from: 'p@portside.test' }, log);
    await mailer.send({ to: 'dev@a.test', subject: 'Code', text: 'Your code is 654321.' });
    expect(log.info).toHaveBeenCalledWith(
      { mail: { to: 'dev@a.test', subject: 'Code', text: 'Your code is 654321.' } },
      expect.stringContaining('dev@a.test'),
    );
    const rows = await tdb.db.select().from(outbox);
    expect(rows.find((r) => r.to === 'dev@a.test')?.sentAt).toBeNull();
  });
});
