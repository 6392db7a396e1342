/**
 * The switch's call records, gathered (issue 13 item 7: 2,000 records a second from 16 posters): whatever
 * arrived while the previous batch was being written is the next batch, taken in one transaction of a
 * handful of statements (record.ts postSwitchCdrs), and each request is answered after the commit. One
 * batch at a time per server instance; instances share the cards' row locks, which every batch takes in
 * id order. A batch that fails as a whole (a record of the same callid stored meanwhile by another
 * instance, or any error) is taken again one record at a time, so one record's trouble is never another's.
 * On PostgreSQL the batches run on connections of their own that pipeline (batch-sql.ts
 * inPipelinedTransaction: two round trips a batch). The messaging writer (modules/messaging/writer.ts)
 * gathers STOMP SENDs the same way.
 */
import type { Pool } from 'pg';
import type { Database, Db, Tx } from '../../../platform/db.ts';
import { outsideRequest } from '../../../platform/request-tx.ts';
import { inPipelinedTransaction, openPipelinedPool } from './batch-sql.ts';
import type { SwitchCdr } from './mod-json-cdr.ts';
import { type CdrJob, type PostResult, postSwitchCdrs } from './record.ts';

/** The most records in one transaction. */
export const MAX_CDR_BATCH = 200;

/**
 * Batches written at once. One: a batch's cost is mostly per batch (its round trips, and the CPU
 * each costs node and PostgreSQL), so with one at a time the 16 posters' records come in batches of about
 * 8, not 4.6, each paid half as often. Measured on the two shared cores (bench:rating, pipelined): 1,240
 * and 1,227 records/s with one against 971 and 787 with two, back to back. (Instances still write at
 * once; the cards' locks, taken in id order, keep two batches of one card in turn.)
 */
export const WRITING_AT_ONCE = 1;

interface Waiting extends CdrJob {
  resolve: (result: PostResult) => void;
  reject: (error: unknown) => void;
}

export class CdrWriter {
  private readonly waiting: Waiting[] = [];
  private writing = 0;
  /** PostgreSQL: the batches' pipelining connections, opened at the first batch. */
  private pool: Promise<Pool> | undefined;

  constructor(
    private readonly db: Db,
    private readonly kind: Database['kind'],
  ) {}

  /** Ends the batches' connections (the app's close). */
  async close(): Promise<void> {
    await (await this.pool)?.end();
  }

  private async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    if (this.kind !== 'postgres') return this.db.transaction(work);
    this.pool ??= openPipelinedPool(this.db, WRITING_AT_ONCE);
    return inPipelinedTransaction(await this.pool, work);
  }

  /** Rates and stores the record with the others waiting; settles once its batch has committed. */
  post(domain: string, record: SwitchCdr, now: Date): Promise<PostResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ domain, record, now, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.writing >= WRITING_AT_ONCE || this.waiting.length === 0) return;
    this.writing++;
    const batch = this.waiting.splice(0, MAX_CDR_BATCH);
    // The batch is several requests' work: it runs in its own transactions, never the starting request's.
    void outsideRequest(() => this.write(batch)).finally(() => {
      this.writing--;
      this.next();
    });
  }

  private async write(batch: Waiting[]): Promise<void> {
    try {
      const results = await this.transaction((tx) => postSwitchCdrs(tx, batch));
      for (const [i, job] of batch.entries()) settle(job, results[i]);
      return;
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
    }
    for (const job of batch) {
      try {
        const [result] = await this.transaction((tx) => postSwitchCdrs(tx, [job]));
        settle(job, result);
      } catch (error) {
        job.reject(error);
      }
    }
  }
}

function settle(job: Waiting, result: PostResult | undefined): void {
  if (result) job.resolve(result);
  else job.reject(new Error(`Call record ${job.record.callid} was given no answer.`));
}
