/**
 * The writer of SENDs (issue 11 items 2 and 9): concurrent SENDs are gathered and committed together —
 * whatever arrived while the previous batch was committing is the next batch, one transaction of
 * multi-row statements (store.ts) — then their deliveries are published to the hub, and only then does
 * each SEND's promise settle (so a RECEIPT always follows the commit and the hand-over). One transaction
 * at a time per instance (instances share the database's locks); while a committed batch's deliveries
 * are handed over (RabbitMQ's confirms), the next batch is written, and batches are answered in the
 * order they were committed. A batch that fails as a whole is tried again one SEND at a time,
 * so one SEND's trouble is never another's.
 *
 * A connection's SENDs come on its lane (seams.ts SendLane), several at a time when the client
 * pipelines them: they are stored in the order given, a batch holds a lane's SENDs only while they are
 * of one kind (messages or receipts, whose stream items a batch writes in that order), and once one of a
 * lane's SENDs is refused or fails, the lane stops: none after it is stored (a batch where a later one
 * would have been is rolled back and written again without it).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { type Hub, type SendLane, StompRefusal } from '../../platform/realtime/seams.ts';
import {
  type BatchOptions,
  type BatchOutcome,
  commitBatch,
  type IncomingMessage,
  type Operation,
} from './store.ts';

/** The most SENDs in one transaction. */
export const MAX_BATCH = 1000;

/**
 * The most committed batches whose deliveries the hub may still be handing over (RabbitMQ: awaiting the
 * broker's confirms) while the next batches are written: the broker's round trip overlaps the database's
 * instead of adding to it.
 */
export const MAX_HANDING_OVER = 4;

/** A SEND not stored because an earlier one of its connection was refused (its ERROR is already said). */
export class LaneStopped extends StompRefusal {
  constructor() {
    super('An earlier SEND of this connection was refused, so this one was not stored.');
  }
}

interface Waiting {
  op: Operation;
  lane: SendLane | null;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Thrown inside a batch's transaction to roll it back: these SENDs follow a refused one of their lane. */
class Doomed extends Error {
  constructor(readonly refused: ReadonlyMap<Waiting, StompRefusal>) {
    super('a refused SEND has later ones of its connection in the batch');
  }
}

export class MessageWriter {
  private committed: ((incoming: IncomingMessage[]) => void) | null = null;
  private queue: Waiting[] = [];
  private running = false;
  private idle: Promise<void> = Promise.resolve();
  private markIdle: () => void = () => {};
  /** The last committed batch's hand-over to the hub and its answers (batches answer in order). */
  private handingOver: Promise<void> = Promise.resolve();
  private handingOverCount = 0;

  constructor(
    private readonly db: Db,
    private readonly hub: Pick<Hub, 'publish'>,
    private readonly log: FastifyBaseLogger,
    private readonly options: BatchOptions = {},
  ) {}

  /**
   * Settles once the operation is committed and its deliveries published (or refused: nothing stored).
   * Operations of one lane are stored in the order submitted, and none after a refused one.
   */
  submit(op: Operation, lane: SendLane | null = null): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ op, lane, resolve, reject });
      if (this.running) return;
      this.running = true;
      this.idle = new Promise((r) => {
        this.markIdle = r;
      });
      // Whatever else arrives in this turn of the event loop (other sockets' frames) joins the batch.
      setImmediate(() => void this.drain());
    });
  }

  /**
   * Told of the messages each batch stored for recipients, after the batch's SENDs are answered: the
   * listener must return at once (the language score queues them and works later, off this path).
   */
  afterCommit(listener: (incoming: IncomingMessage[]) => void): void {
    this.committed = listener;
  }

  /** Resolves when nothing is queued, being written or handed over (the app's close waits for it). */
  async settled(): Promise<void> {
    await this.idle;
    await this.handingOver;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        if (this.handingOverCount >= MAX_HANDING_OVER) await this.handingOver;
        await this.write(this.live(this.take()));
      }
    } finally {
      this.running = false;
      this.markIdle();
    }
  }

  /**
   * The next batch: the queue's SENDs in order, up to MAX_BATCH, but a lane's SENDs only while they are
   * of the kind of its first one in the batch (the rest of the lane waits for the next batch, in order).
   */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    const kinds = new Map<SendLane, Operation['kind']>();
    const held = new Set<SendLane>();
    for (const w of this.queue) {
      if (batch.length >= MAX_BATCH) {
        rest.push(w);
        continue;
      }
      if (w.lane) {
        const kind = kinds.get(w.lane);
        if (held.has(w.lane) || (kind !== undefined && kind !== w.op.kind)) {
          held.add(w.lane);
          rest.push(w);
          continue;
        }
        kinds.set(w.lane, w.op.kind);
      }
      batch.push(w);
    }
    this.queue = rest;
    return batch;
  }

  private fail(w: Waiting, error: unknown): void {
    if (w.lane) w.lane.stopped = true;
    w.reject(error);
  }

  /** Answers the SENDs of stopped lanes (a SEND before them was refused) and gives the others. */
  private live(batch: Waiting[]): Waiting[] {
    return batch.filter((w) => {
      if (!w.lane?.stopped) return true;
      w.reject(new LaneStopped());
      return false;
    });
  }

  private async write(batch: Waiting[]): Promise<void> {
    if (batch.length === 0) return;
    let outcome: BatchOutcome;
    try {
      outcome = await this.db.transaction(async (tx) => {
        const result = await commitBatch(
          tx,
          batch.map((w) => w.op),
          this.options,
        );
        const refused = refusedBeforeLaneMates(batch, result.results);
        if (refused.size > 0) throw new Doomed(refused);
        return result;
      });
    } catch (error) {
      if (error instanceof Doomed) {
        // Rolled back: the refused SENDs are answered and their lanes stopped; the SENDs after them on
        // their lanes are not stored; the rest (those before them included) are written again.
        for (const [w, refusal] of error.refused) this.fail(w, refusal);
        const rest: Waiting[] = [];
        const stopped = new Set<SendLane>();
        for (const w of batch) {
          if (w.lane && stopped.has(w.lane)) w.reject(new LaneStopped());
          else if (error.refused.has(w)) stopped.add(w.lane as SendLane);
          else rest.push(w);
        }
        return this.write(rest);
      }
      if (batch.length > 1) {
        for (const one of batch) await this.write(this.live([one]));
        return;
      }
      this.log.error({ err: error }, 'A message could not be stored');
      for (const w of batch) this.fail(w, error);
      return;
    }
    // A refused SEND stops its lane now, so no later SEND of that connection joins the next batch.
    outcome.results.forEach((refusal, i) => {
      const lane = batch[i]?.lane;
      if (refusal && lane) lane.stopped = true;
    });
    // Handed to the hub now, in commit order, and answered once the hub has them and every earlier batch
    // is answered; meanwhile the drain writes the next batch.
    const published = this.publish(outcome);
    const earlier = this.handingOver;
    this.handingOverCount++;
    this.handingOver = Promise.all([published, earlier]).then(() => {
      this.handingOverCount--;
      batch.forEach((w, i) => {
        const refusal = outcome.results[i];
        if (refusal) this.fail(w, refusal);
        else w.resolve();
      });
      this.tell(outcome);
    });
  }

  /**
   * For what was stored by commitBatch in another transaction (a broadcast, written in its request's
   * transaction): once that has committed, its deliveries go to the hub and its messages to the listener,
   * as a batch's do.
   */
  async deliver(outcome: Pick<BatchOutcome, 'deliveries' | 'incoming'>): Promise<void> {
    await this.publish(outcome);
    this.tell(outcome);
  }

  private async publish(outcome: Pick<BatchOutcome, 'deliveries'>): Promise<void> {
    try {
      await this.hub.publish(outcome.deliveries);
    } catch (error) {
      // Stored is what the sender is promised; the recipients catch up from their streams.
      this.log.error({ err: error }, 'Stored messages could not be handed to the hub');
    }
  }

  private tell(outcome: Pick<BatchOutcome, 'incoming'>): void {
    if (!this.committed || outcome.incoming.length === 0) return;
    try {
      this.committed(outcome.incoming);
    } catch (error) {
      this.log.error({ err: error }, 'A listener of stored messages failed');
    }
  }
}

/** The refused SENDs of a batch that have a later SEND of their lane in the same batch. */
function refusedBeforeLaneMates(
  batch: readonly Waiting[],
  results: readonly (StompRefusal | null)[],
): Map<Waiting, StompRefusal> {
  const found = new Map<Waiting, StompRefusal>();
  const open = new Map<SendLane, { w: Waiting; refusal: StompRefusal }>();
  batch.forEach((w, i) => {
    if (!w.lane) return;
    const earlier = open.get(w.lane);
    if (earlier) found.set(earlier.w, earlier.refusal);
    const refusal = results[i];
    if (refusal && !earlier) open.set(w.lane, { w, refusal });
  });
  return found;
}
