/**
 * Outgoing mail (DESIGN §1): every mail is written to mail_outbox first. With SMTP_URL it is then sent
 * through nodemailer and marked sent (or its error recorded and thrown). Without SMTP_URL it stays in the
 * outbox and is logged in full, so a developer on the embedded default can read a sign-in code.
 * Attachments (a report's CSV) may be streams: through SMTP they stream as they are read and the outbox
 * keeps their names; without SMTP the outbox keeps their text too, and the log only their names.
 */
import type { Readable } from 'node:stream';
import { text as readText } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Tx } from './db.ts';
import { type OutboxAttachment, outbox } from './mail-schema.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string | Readable;
}

export interface Mail {
  /** One address, or several separated by commas. */
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative; every value put into it must already be escaped. */
  html?: string;
  /**
   * Where a reply goes instead of MAIL_FROM: the visitor who wrote an inquiry, so the sales desk answers
   * them with the mail client's Reply. Sent as the Reply-To header (nodemailer encodes the name).
   */
  replyTo?: { name: string; address: string };
  attachments?: MailAttachment[];
}

export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Tx,
    private readonly opts: { smtpUrl?: string | undefined; from: string },
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  ) {
    this.transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  }

  async send(mail: Mail): Promise<void> {
    const { attachments = [], replyTo, ...message } = mail;
    const kept: OutboxAttachment[] = [];
    for (const { filename, contentType, content } of attachments) {
      if (this.transport) kept.push({ filename, contentType });
      else
        kept.push({
          filename,
          contentType,
          content: typeof content === 'string' ? content : await readText(content),
        });
    }
    const [row] = await this.db
      .insert(outbox)
      .values({ ...message, attachments: kept.length > 0 ? kept : null })
      .returning({ id: outbox.id });
    if (!row) throw new Error('mail_outbox insert returned nothing');
    if (!this.transport) {
      const files = kept.map((a) => a.filename);
      this.log.info(
        { mail: { ...message, replyTo, ...(files.length > 0 ? { attachments: files } : {}) } },
        `Mail to ${mail.to} (no SMTP_URL set, kept in mail_outbox): ${mail.subject}`,
      );
      return;
    }
    try {
      await this.transport.sendMail({ from: this.opts.from, ...message, replyTo, attachments });
      await this.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await this.db.update(outbox).set({ error: message }).where(eq(outbox.id, row.id));
      this.log.error({ err, to: mail.to }, 'mail delivery failed');
      throw err;
    }
  }

  close(): void {
    this.transport?.close();
  }
}
