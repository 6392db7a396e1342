/**
 * One SMTP receiver for the whole browser-test run (Playwright globalSetup), so specs in parallel
 * workers never contend for the port. The server under test mails to it (SMTP_URL); each mail is
 * written to PORTSIDE_E2E_MAILS as one JSON file, which the specs read through tests/mailbox.ts.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { SMTP_PORT } from './tests/ports.ts';

export default async function startMailReceiver(): Promise<() => Promise<void>> {
  const dir = process.env.PORTSIDE_E2E_MAILS;
  if (!dir) throw new Error('PORTSIDE_E2E_MAILS is not set (playwright.config.ts sets it)');
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const name = `${String(Date.now()).padStart(15, '0')}-${String(count++).padStart(5, '0')}.json`;
        writeFileSync(join(dir, name), JSON.stringify({ to, body }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => smtp.close(() => resolve()));
}
