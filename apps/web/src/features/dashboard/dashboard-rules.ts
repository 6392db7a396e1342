/** The dashboard's display rules (spec 000 §2.6), kept apart from the markup so they read as rules. */
import type { CardTypeStatistics } from '@portside/contract';
import type { TFunction } from '../../kit/i18n/index.ts';

export const isTotalRow = (row: CardTypeStatistics): boolean => row.type?.toLowerCase() === 'total';

/** Cards without a type are omitted from the first cards table. */
export const typedCards = (rows: CardTypeStatistics[]): CardTypeStatistics[] =>
  rows.filter((row) => row.type !== null);

/**
 * The total row's word and the card types in the page's language ("Total", "admin" and "cabin" in
 * English, as the server names them); a type the console does not know, as the server names it.
 */
export function displayType(row: CardTypeStatistics, t: TFunction): string {
  if (isTotalRow(row)) return t('dashboard.totalRow');
  if (row.type === 'admin' || row.type === 'cabin') return t(`dashboard.cardTypes.${row.type}`);
  return row.type ?? '—';
}

/** Status 1 is Active, anything else Inactive. */
export const isActiveStatus = (row: CardTypeStatistics): boolean => row.status === 1;

/** Free Minutes Given = used minutes − billed minutes. */
export const freeMinutes = (row: CardTypeStatistics): number => row.used_minutes - row.billed_minutes;
