/**
 * The rules of a sign-in password (issue 10 item 3, OWASP ASVS V2.1): the contract's length, never the
 * username, and not a common password. "Common" is zxcvbn's judgement over its maintained list of the
 * most used passwords (@zxcvbn-ts/language-common, about 49,000) and their simple variations (l33t
 * spellings, reversals, a year or digits appended, keyboard runs and repeats): a score under 2 means fewer
 * than 10^6 guesses. The list is 1.9 MB, so only the server holds it; the console checks length and
 * username.
 */
import { PASSWORD_MIN_LENGTH, passwordProblem } from '@portside/contract/users';
import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';
import { BadRequest } from '../../platform/errors.ts';
import { lazyRequire } from '../../platform/lazy-require.ts';

const FIELD = 'password';
/** zxcvbn's scale: 0 is under 10^3 guesses, 1 under 10^6, 2 under 10^8. */
const MIN_SCORE = 2;

/** Loaded and built on first use: loading and ranking the dictionaries takes a moment no start should pay. */
const core = lazyRequire<typeof ZxcvbnCore>('@zxcvbn-ts/core');
const common = lazyRequire<typeof ZxcvbnCommon>('@zxcvbn-ts/language-common');
let checker: ZxcvbnCore.ZxcvbnFactory | undefined;
const zxcvbn = () => {
  const { dictionary, adjacencyGraphs } = common();
  checker ??= new (core().ZxcvbnFactory)({ dictionary, graphs: adjacencyGraphs });
  return checker;
};

/** True when the password is a common one or a simple variation of one (the username counts as known). */
export function isCommonPassword(password: string, username: string): boolean {
  return zxcvbn().check(password, [username]).score < MIN_SCORE;
}

/** 400 naming `password`, with why, unless the password follows every rule. */
export function assertPasswordRules(password: string, username: string): void {
  const problem = passwordProblem(password, username);
  if (problem === 'length') {
    throw new BadRequest(FIELD, `Field 'password' must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
  }
  if (problem === 'username') {
    throw new BadRequest(FIELD, "Field 'password' must not be the same as the username.");
  }
  if (isCommonPassword(password, username)) {
    throw new BadRequest(
      FIELD,
      "Field 'password' is too easy to guess: it is a common password or a simple variation of one.",
    );
  }
}
