/**
 * A real SMTP receiver for the server's mail tests (smtp-server on a free port of 127.0.0.1): each mail
 * it takes is pushed to the caller's list as envelope and raw message text.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** the whole message as sent: headers, body, attachments */
  data: string;
}

export interface SmtpReceiver {
  /** smtp://127.0.0.1:<port>, for SMTP_URL */
  url: string;
  close(): Promise<void>;
}

export async function startSmtpReceiver(received: ReceivedMail[]): Promise<SmtpReceiver> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
