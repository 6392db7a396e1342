/**
 * The language score of every incoming message (spec 000 §3 type 14 receipt, §4; issue 12 item 3). The
 * messaging writer tells this scorer which messages a batch stored for recipients, after that batch's
 * SENDs were answered (writer.ts afterCommit): nothing here delays a SEND or its RECEIPT. Messages are
 * gathered for SCORE_BATCH_MS, scored (VADER, locally) and their type 14 receipts handed to the same
 * writer, which stores them like any receipt (an event of the message, an item of the sender's stream)
 * and delivers them live: the many receipts of a busy moment are one transaction, not one each.
 *
 * One score per message: its text is the same for every member of a group, so the receipt is given once,
 * in the name of its first recipient, and reaches the sender once, not once per member. STOMP clients
 * cannot send a type 14 (stomp-application.ts ignores theirs): the only scores stored are these.
 */
import { LANGUAGE_SCORE_RECEIPT } from '@portside/contract/language';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingMessage, Operation } from '../messaging/operations.ts';
import { MAX_BATCH } from '../messaging/writer.ts';
import { languageScore } from './sentiment.ts';

/** How long incoming messages are gathered before they are scored together. */
export const SCORE_BATCH_MS = 100;

interface Writer {
  submit(op: Operation): Promise<void>;
}

export class LanguageScorer {
  private pending: IncomingMessage[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly writer: Writer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Queues messages to score; returns at once. */
  take(messages: readonly IncomingMessage[]): void {
    this.pending.push(...messages.filter((m) => m.message.trim() !== '' && m.recipients.length > 0));
    if (this.pending.length === 0 || this.timer) return;
    this.timer = setTimeout(() => this.flush(), SCORE_BATCH_MS);
  }

  /** Scores what is queued now and resolves once every receipt handed on has been stored (or refused). */
  async settled(): Promise<void> {
    this.flush();
    await Promise.all(this.running);
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.pending.length > 0) this.score(this.pending.splice(0, MAX_BATCH));
  }

  private score(messages: IncomingMessage[]): void {
    // Handed on in one turn of the event loop, so the writer takes them as one batch.
    const receipts = messages.map((m) => this.writer.submit(receiptOf(m)));
    const done = Promise.allSettled(receipts).then((outcomes) => {
      this.running.delete(done);
      const failed = outcomes.filter((o) => o.status === 'rejected');
      if (failed.length > 0) {
        this.log.warn(
          { err: (failed[0] as PromiseRejectedResult).reason, count: failed.length },
          'Language scores could not be stored',
        );
      }
    });
    this.running.add(done);
  }
}

/** The type 14 receipt of a message: from its first recipient to its sender, the score in extra.sentiment. */
export function receiptOf(m: IncomingMessage): Operation {
  const recipient = m.recipients[0] as string;
  return {
    kind: 'receipt',
    from: { domain: m.domain, account: recipient },
    input: {
      messageid: m.messageid,
      sender: recipient,
      address: m.sender,
      type: LANGUAGE_SCORE_RECEIPT,
      payload: 'IQ',
      extra: { sentiment: { compound: languageScore(m.message) } },
    },
  };
}
