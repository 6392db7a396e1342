/** Query parameters of a list and the advanced-search filter count: plain functions, tested alone. */

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;
/** The values of an advanced-search form: text, a choice, a flag. */
export type FilterValues = Record<string, string | boolean | null>;

/** '?a=1&b=x', skipping empty values; booleans go as 'true'/'false'. */
export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') search.set(key, text);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const isBlank = (value: string | boolean | null | undefined) =>
  value === null ||
  value === undefined ||
  value === false ||
  (typeof value === 'string' && value.trim() === '');

/** How many filters differ from the screen's defaults (a blank, unset or unticked one never counts). */
export function countActiveFilters<F extends FilterValues>(filters: F, defaults: F): number {
  return Object.keys(filters).filter((key) => {
    const value = filters[key];
    const initial = defaults[key];
    if (isBlank(value)) return !isBlank(initial);
    return typeof value === 'string' && typeof initial === 'string'
      ? value.trim() !== initial
      : value !== initial;
  }).length;
}
