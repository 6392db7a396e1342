/** How the STOMP endpoint refuses a frame: the ERROR's sentence and the WebSocket close code after it. */
import type { StompFrame } from './frame.ts';

/** Close codes: protocol error, policy (refusals, floods), too big, server fault, going away. */
export const CLOSE = { protocol: 1002, policy: 1008, tooBig: 1009, fault: 1011, away: 1001 } as const;

export class Refused extends Error {
  constructor(
    message: string,
    readonly code: number = CLOSE.protocol,
  ) {
    super(message);
  }
}

/** A header the command cannot go without. */
export function required(frame: StompFrame, name: string): string {
  const value = frame.headers[name];
  if (value === undefined || value === '') {
    throw new Refused(`${frame.command} needs ${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name} header.`);
  }
  return value;
}
