/**
 * The hub that carries deliveries to the instances with subscribers (seams.ts Hub): in-process by
 * default, RabbitMQ when BROKER_URL is set (docs/MESSAGING.md, "Several server instances").
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { AmqpHub } from './hub-amqp.ts';
import { LocalHub } from './hub-local.ts';
import type { Hub } from './seams.ts';

export { routingKey } from './routing-key.ts';
export type { Hub, HubDelivery, HubKey } from './seams.ts';

/** Connects to the broker (and fails the start if it does not answer) or makes the in-process hub. */
export async function createHub(config: Pick<Config, 'BROKER_URL'>, log: FastifyBaseLogger): Promise<Hub> {
  if (!config.BROKER_URL) return new LocalHub(log);
  try {
    return await AmqpHub.connect(config.BROKER_URL, log);
  } catch (err) {
    // The URL's password stays out of the sentence.
    const where = new URL(config.BROKER_URL).host;
    throw new Error(
      `Cannot connect to the message broker at ${where} (BROKER_URL): ${(err as Error).message}`,
    );
  }
}
