/**
 * The outside channels' delivery worker (issue 12 item 4), off the SEND path: a message is committed
 * first (the store queues it in channel_deliveries in the same transaction), then this worker, which
 * reads due deliveries from the database every CHANNEL_POLL_MS (so a restart loses nothing, and several
 * instances share the queue through a lease), hands each to its channel's connector with a time limit
 * (CHANNEL_TIMEOUT_MS) and settles it (outcome.ts): sent; or, on a provider's error or silence, failed
 * for this attempt with the reason and tried again after CHANNEL_RETRY_MS × 4^(attempt-1); after
 * MAX_ATTEMPTS, or at once when trying again cannot help (a refusal, no configuration), failed for good.
 */
import type { OutsideChannel } from '@portside/contract/channels';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import type { Hub } from '../../platform/realtime/seams.ts';
import { noConnectorSentence } from '../messaging/system-messages.ts';
import { ProviderError } from './connector.ts';
import { CONNECTORS } from './connectors.ts';
import { type Outcome, settle } from './outcome.ts';
import { claimDue, type DueDelivery } from './queries.ts';
import { loadSettings } from './settings.ts';

export const MAX_ATTEMPTS = 4;
/** Deliveries taken at once; each is sent one after the other. */
const BATCH = 20;

type WorkerConfig = Pick<Config, 'CHANNEL_POLL_MS' | 'CHANNEL_RETRY_MS' | 'CHANNEL_TIMEOUT_MS'>;

export class DeliveryWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly hub: Pick<Hub, 'publish'>,
    private readonly key: Buffer,
    private readonly config: WorkerConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule();
  }

  /** Stops looking and waits for the round under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.round().finally(() => {
        this.running = null;
        this.schedule();
      });
    }, this.config.CHANNEL_POLL_MS);
    this.timer.unref();
  }

  /** One round: every due delivery, in batches, until none is due. */
  private async round(): Promise<void> {
    try {
      for (;;) {
        if (this.stopped) return;
        // The lease outlasts a whole batch of sends that each time out.
        const lease = this.config.CHANNEL_TIMEOUT_MS * (BATCH + 1);
        const due = await claimDue(this.db, BATCH, lease);
        for (const d of due) await this.deliver(d);
        if (due.length < BATCH) return;
      }
    } catch (error) {
      this.log.error({ err: error }, 'The channel delivery worker failed a round');
    }
  }

  private async deliver(due: DueDelivery): Promise<void> {
    const attempts = due.attempts + 1;
    const outcome = await this.attempt(due, attempts);
    if (outcome.state !== 'sent') {
      this.log.warn({ messageId: due.messageId, channel: due.channel, attempts }, outcome.reason);
    }
    const deliveries = await settle(this.db, due, attempts, outcome);
    try {
      await this.hub.publish(deliveries);
    } catch (error) {
      this.log.error({ err: error }, 'A delivery outcome could not be handed to the hub');
    }
  }

  private async attempt(due: DueDelivery, attempts: number): Promise<Outcome> {
    const channel = due.channel as OutsideChannel;
    const connector = CONNECTORS[channel];
    const loaded = connector ? await loadSettings(this.db, this.key, due.domain, channel) : null;
    if (!connector || !loaded) {
      const destination = { kind: 'outside' as const, address: due.address, members: [due.sender] };
      return { state: 'failed', reason: noConnectorSentence(destination, channel) };
    }
    try {
      const signal = AbortSignal.timeout(this.config.CHANNEL_TIMEOUT_MS);
      const sent = await connector.send(
        loaded.settings,
        { to: due.address, text: due.message, media: due.media },
        signal,
      );
      return { state: 'sent', providerId: sent.id };
    } catch (error) {
      if (!(error instanceof ProviderError)) this.log.error({ err: error }, 'A connector failed');
      const reason = error instanceof ProviderError ? error.message : 'The provider could not be reached.';
      const permanent = error instanceof ProviderError && error.permanent;
      if (permanent || attempts >= MAX_ATTEMPTS) return { state: 'failed', reason };
      const wait = this.config.CHANNEL_RETRY_MS * 4 ** (attempts - 1);
      return { state: 'pending', reason, next: new Date(Date.now() + wait) };
    }
  }
}
