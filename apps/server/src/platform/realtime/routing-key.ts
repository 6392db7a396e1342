/** How an account's hub key is named on the broker (docs/MESSAGING.md). */
import type { HubKey } from './seams.ts';

/**
 * The routing key of an account: `<domain>.<account>`, each part with '%', '.', '*' and '#' written as
 * %25, %2E, %2A and %23, so a key is always two words and no part acts as a topic wildcard
 * (a.test / 99982101 -> a%2Etest.99982101).
 */
export function routingKey(key: HubKey): string {
  const part = (text: string) =>
    text.replace(/[%.*#]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const text = `${part(key.domain)}.${part(key.account)}`;
  if (Buffer.byteLength(text) > 255)
    throw new Error(`The routing key of ${key.account}@${key.domain} is over 255 octets.`);
  return text;
}
