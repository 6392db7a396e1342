/**
 * The list query every list endpoint shares (DESIGN §2, §6): page from 1, pagesize clamped to
 * MAX_PAGE_SIZE, search, an order from the endpoint's allow-list, and the export switch
 * (`format=csv` with `columns=` the ids the user chose). Bad values fail validation, which the server
 * answers with a 400 naming the field. Lives under pbx/ because the PBX lists are its first users.
 */
import { z } from 'zod';
import { PageQuery } from '../common.ts';

/** Spec 001 §9: order DESC (Newest on Top) or ASC (Oldest on Top); lower case is accepted too. */
export const SortOrder = z
  .string()
  .toUpperCase()
  .pipe(z.enum(['ASC', 'DESC']));
export type SortOrder = z.infer<typeof SortOrder>;

/** A query flag: the console sends 'true' or 'false'. */
export const QueryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** A contains-filter or search term; blank means no filter. */
export const SearchTerm = z
  .string()
  .trim()
  .max(100)
  .transform((v) => (v === '' ? undefined : v))
  .optional();

export const ExportFormat = z.enum(['json', 'csv']).default('json');

/** `columns=a,b,c`: the export's columns, each one of `ids`, in the order given; absent means all. */
export function exportColumns<const Ids extends readonly [string, ...string[]]>(ids: Ids) {
  const known = new Set<string>(ids);
  return z
    .string()
    .optional()
    .transform((text, ctx): Ids[number][] => {
      if (text === undefined || text.trim() === '') return [...ids];
      const chosen = text.split(',').map((c) => c.trim());
      const unknown = chosen.find((c) => !known.has(c));
      if (unknown !== undefined) {
        ctx.addIssue({ code: 'custom', message: `has an unknown column '${unknown}'` });
        return z.NEVER;
      }
      return [...new Set(chosen)] as Ids[number][];
    });
}

/** JSON in a query parameter, read by `read`; anything else is the field's 400. */
function jsonParam<T>(max: number, what: string, read: (value: unknown) => T | undefined) {
  return z
    .string()
    .max(max)
    .optional()
    .transform((text, ctx): T | undefined => {
      if (text === undefined || text.trim() === '') return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const value = parsed === undefined ? undefined : read(parsed);
      if (value === undefined) {
        ctx.addIssue({ code: 'custom', message: `must be ${what}` });
        return z.NEVER;
      }
      return value;
    });
}

const isText = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length <= max;

/**
 * An export written as the screen shows it (DESIGN §6; issue 16): `titles` heads the columns as the
 * screen names them (a JSON array, one per column of `columns=`), `labels` gives the screen's words for
 * coded values (a JSON object: column → value → word, e.g. {"terminatecauseid":{"NORMAL_CLEARING":
 * "Completed"}}), and `tz` is the IANA time zone the screen shows times in (by default the server's,
 * which runs on ship time). Without them an export keeps the column ids as its header.
 */
export const exportView = {
  titles: jsonParam(8000, 'a JSON array of column titles', (v) =>
    Array.isArray(v) && v.length <= 100 && v.every((x) => isText(x)) ? (v as string[]) : undefined,
  ),
  labels: jsonParam(16000, 'a JSON object of column, value and word', (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
    const entries = Object.entries(v as Record<string, unknown>);
    const ok = entries.every(
      ([, words]) =>
        typeof words === 'object' &&
        words !== null &&
        !Array.isArray(words) &&
        Object.values(words).every((w) => isText(w)),
    );
    return ok ? (v as Record<string, Record<string, string>>) : undefined;
  }),
  tz: z
    .string()
    .trim()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Europe/London')
    .optional(),
};
export type ExportView = {
  titles?: string[] | undefined;
  labels?: Record<string, Record<string, string>> | undefined;
  tz?: string | undefined;
};

/**
 * How far a list's `total` can be trusted (DESIGN §6). exact: counted. capped: the count stopped there
 * and there are more (the console shows "1,000+"). estimated: PostgreSQL's estimate, rounded to two
 * significant digits (the console shows "about 9,100"). With capped or estimated, Load More goes on until
 * a page comes back short, whatever the total says. Absent (an older server) means exact.
 */
export const TotalKind = z.enum(['exact', 'capped', 'estimated']);
export type TotalKind = z.infer<typeof TotalKind>;

/** The query of one list endpoint: paging, search, order, export, plus the endpoint's own filters. */
export function listQuery<
  const OrderBy extends readonly [string, ...string[]],
  const Columns extends readonly [string, ...string[]],
  Filters extends z.ZodRawShape,
>(opts: { orderby: OrderBy; columns: Columns; filters: Filters }) {
  return z.object({
    ...PageQuery.shape,
    search: SearchTerm,
    orderby: z.enum(opts.orderby).default(opts.orderby[0] as OrderBy[number]),
    order: SortOrder.default('DESC'),
    format: ExportFormat,
    columns: exportColumns(opts.columns),
    ...opts.filters,
  });
}
