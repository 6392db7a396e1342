/**
 * How a call ended, in words (i18n `callCauses`): the calling-card CDRs and the PBX Call Records show the
 * same cause the same way (NORMAL_CLEARING reads Completed, NO_ROUTE_DESTINATION 'No route to number');
 * a cause the switch adds later shows as it names it.
 */
import { isCallCause } from '@portside/contract/call-causes';
import type { TFunction } from './i18n/index.ts';

export const causeLabel = (cause: string, t: TFunction): string =>
  isCallCause(cause) ? t(`callCauses.${cause}`) : cause;

/** The words of `causes` for an export written as the screen shows it (a column's exportLabels). */
export const causeWords = (causes: readonly string[], t: TFunction): Record<string, string> =>
  Object.fromEntries(causes.map((cause) => [cause, causeLabel(cause, t)]));
