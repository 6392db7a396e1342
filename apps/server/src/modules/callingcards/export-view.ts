/**
 * Calling-card exports write what the screen shows (issue 16): the screen's column titles as the header,
 * its formats (minutes, money with the currency symbol, times as the screen writes them) and its words
 * for coded values, with times in the zone the screen shows them in (`tz`; by default the server's, which
 * runs on ship time). The raw values stay available as their own columns (`starttime_utc`,
 * `sessiontime_seconds`…), which the screens offer in the column chooser.
 */
import type { ExportView } from '@portside/contract/pbx/list';
import { type CsvColumn, csvCell } from '../../platform/csv-export.ts';
import { BadRequest } from '../../platform/errors.ts';

/** The server's own zone (TZ): a ship's server runs on ship time. */
export const serverZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  return f;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The screens' time formats (dayjs): the CDRs' 'YYYY-MM-DD HH:mm:ss', a day, and the lists' 'lll'. */
export type TimeFormat = 'YYYY-MM-DD HH:mm:ss' | 'YYYY-MM-DD' | 'lll';

/** An instant as the screen writes it in `zone`; '' for none. */
export function timeIn(value: string | Date | null | undefined, zone: string, format: TimeFormat): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const { year, month, day, hour, minute, second } = parts as Record<string, string>;
  if (format === 'YYYY-MM-DD') return `${year}-${month}-${day}`;
  if (format === 'YYYY-MM-DD HH:mm:ss') return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
  // 'lll' in English: Jan 5, 2026 3:04 PM
  const h = Number(hour);
  const clock = `${h % 12 === 0 ? 12 : h % 12}:${minute} ${h < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year} ${clock}`;
}

/** The view of a request: its titles, words and zone (the server's when none is given). */
export function viewOf(q: ExportView): Required<Pick<ExportView, 'tz'>> & ExportView {
  return { ...q, tz: q.tz ?? serverZone() };
}

/** The screen's word for a coded value of `column`, when the view gives one; else the value. */
export function wordOf(view: ExportView, column: string, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  return view.labels?.[column]?.[String(value)] ?? value;
}

/**
 * The export's columns: headed by the view's titles (one per column, else a 400 naming `titles`) or the
 * column ids, each cell as `cell` writes it. A title is a cell like any other: a formula is neutralised.
 */
export function shownColumns<Id extends string, R>(
  ids: readonly Id[],
  view: ExportView,
  cell: (id: Id, row: R) => unknown,
): CsvColumn<R>[] {
  const titles = view.titles;
  if (titles && titles.length !== ids.length) {
    throw new BadRequest(
      'titles',
      `Field 'titles' must give one title per column (${ids.length}), not ${titles.length}.`,
    );
  }
  return ids.map((id, i) => ({ id: csvCell(titles?.[i] ?? id), value: (row: R) => cell(id, row) }));
}
