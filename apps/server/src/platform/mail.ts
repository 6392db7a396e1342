/**
 * Outgoing mail (DESIGN §1): every mail is written to mail_outbox first. With SMTP_URL it is then sent
 * through nodemailer and marked sent (or its error recorded and thrown). Without SMTP_URL it stays in the
 * outbox and is logged in full, so a developer on the embedded default can read a sign-in code.
 * Attachments are text, a stream of text (a report's CSV) or bytes (a Buffer: a voicemail recording):
 * through SMTP a stream is sent as it is read, bytes base64-encoded by nodemailer, and the outbox keeps
 * their names; without SMTP the outbox keeps their content too (bytes as base64), and the log only
 * their names.
 */
import type { Readable } from 'node:stream';
import { text as readText } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Tx } from './db.ts';
import { lazyRequire } from './lazy-require.ts';
import { type OutboxAttachment, outbox } from './mail-schema.ts';

/** Loaded with the first mail sent through SMTP, not at start (lazy-require.ts). */
const nodemailer = lazyRequire<typeof Nodemailer>('nodemailer');

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text, a stream of text, or bytes (sent base64-encoded). */
  content: string | Readable | Buffer;
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
  private transportMade: Transporter | undefined;

  constructor(
    private readonly db: Tx,
    private readonly opts: { smtpUrl?: string | undefined; from: string },
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  ) {}

  /** The SMTP transport, made at the first mail (null without SMTP_URL). */
  private get transport(): Transporter | null {
    if (!this.opts.smtpUrl) return null;
    this.transportMade ??= nodemailer().createTransport(this.opts.smtpUrl);
    return this.transportMade;
  }

  /** Answers whether an SMTP server took the mail (false: it waits in the outbox, no SMTP_URL is set). */
  async send(mail: Mail): Promise<{ sent: boolean }> {
    const { attachments = [], replyTo, ...message } = mail;
    const kept: OutboxAttachment[] = [];
    for (const { filename, contentType, content } of attachments) {
      if (this.transport) kept.push({ filename, contentType });
      else if (Buffer.isBuffer(content))
        kept.push({ filename, contentType, content: content.toString('base64'), encoding: 'base64' });
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
      return { sent: false };
    }
    try {
      await this.transport.sendMail({ from: this.opts.from, ...message, replyTo, attachments });
      await this.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      return { sent: true };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await this.db.update(outbox).set({ error: message }).where(eq(outbox.id, row.id));
      this.log.error({ err, to: mail.to }, 'mail delivery failed');
      throw err;
    }
  }

  close(): void {
    this.transportMade?.close();
  }
}
