/** Spec 001 §4, §5: a search of more than 2 characters filters user or agent (any case); shorter shows the tab. */
import type { Registration } from '@portside/contract/pbx/registrations';
import { SEARCH_MIN_LENGTH } from '../../../kit/list/index.ts';

/** The term the search applies, or '' when it is too short to apply. */
export function effectiveSearch(input: string): string {
  const term = input.trim();
  return term.length >= SEARCH_MIN_LENGTH ? term : '';
}

export function filterRegistrations(rows: readonly Registration[], input: string): Registration[] {
  const term = effectiveSearch(input).toLowerCase();
  if (!term) return [...rows];
  return rows.filter((r) => r.user.toLowerCase().includes(term) || r.agent.toLowerCase().includes(term));
}
