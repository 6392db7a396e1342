/** The dashboard's display rules (spec 000 §2.6), kept apart from the markup so they read as rules. */
import type { CardTypeStatistics } from '@portside/contract';

export const isTotalRow = (row: CardTypeStatistics): boolean => row.type?.toLowerCase() === 'total';

/** Cards without a type are omitted from the first cards table. */
export const typedCards = (rows: CardTypeStatistics[]): CardTypeStatistics[] =>
  rows.filter((row) => row.type !== null);

/** The total row shows its type capitalised ("Total"); other types as the server names them. */
export function displayType(row: CardTypeStatistics): string {
  const type = row.type ?? '—';
  return isTotalRow(row) ? type.charAt(0).toUpperCase() + type.slice(1).toLowerCase() : type;
}

/** Status 1 is Active, anything else Inactive. */
export const isActiveStatus = (row: CardTypeStatistics): boolean => row.status === 1;

/** Free Minutes Given = used minutes − billed minutes. */
export const freeMinutes = (row: CardTypeStatistics): number => row.used_minutes - row.billed_minutes;
