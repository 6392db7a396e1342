/** A start-up problem a person can fix: one clear line on stderr and exit code 1, never a stack trace. */
import { safeErrorMessage } from './error-log.ts';

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** A failed statement is named by its table and constraint, never by its values (a seed's hashes). */
export const messageOf = (err: unknown) => safeErrorMessage(err);
