/**
 * The sign-in's progressive delay (modules/auth/limits.ts, signInTimer) stood in for during one test file
 * and put back after it: the server's test files share their loaded modules (vitest.config.ts), so a
 * stand-in left in place would be the next file's timer.
 */
import { afterAll, beforeAll } from 'vitest';
import { signInTimer, waitMs } from '../modules/auth/limits.ts';

/** From this file's first test to its last, the sign-in waits on `wait` (by default not at all). */
export function standInForSignInDelay(wait: (ms: number) => Promise<void> = async () => {}): void {
  beforeAll(() => {
    signInTimer.wait = wait;
  });
  afterAll(() => {
    signInTimer.wait = waitMs;
  });
}
