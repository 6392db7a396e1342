/** The list kit's pieces that hold no SQL connection: paging totals, LIKE escaping and keyset batches. */
import { describe, expect, it } from 'vitest';
import { escapeLike, keysetBatches, pageWithTotal } from './list-query.ts';

describe('escapeLike', () => {
  it('makes %, _ and \\ literal', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});

describe('pageWithTotal', () => {
  const data = Array.from({ length: 7 }, (_, i) => i);
  const run = (page: number, pagesize: number) => {
    let counted = 0;
    const result = pageWithTotal(
      { page, pagesize },
      {
        rows: async (limit, offset) => data.slice(offset, offset + limit),
        count: async () => {
          counted++;
          return data.length;
        },
      },
    );
    return result.then((r) => ({ ...r, counted }));
  };

  it('skips the count when the page is short', async () => {
    expect(await run(1, 25)).toEqual({ rows: data, total: 7, counted: 0 });
    expect(await run(2, 5)).toEqual({ rows: [5, 6], total: 7, counted: 0 });
  });

  it('counts when the page is full or past the end', async () => {
    expect(await run(1, 5)).toMatchObject({ total: 7, counted: 1 });
    expect(await run(3, 5)).toEqual({ rows: [], total: 7, counted: 1 });
  });
});

describe('keysetBatches', () => {
  it('walks every row once in batches, asking after the last key', async () => {
    const data = Array.from({ length: 10 }, (_, i) => ({ id: i }));
    const asked: Array<number | undefined> = [];
    const rows = keysetBatches(
      async (after: number | undefined, limit) => {
        asked.push(after);
        return data.filter((r) => after === undefined || r.id > after).slice(0, limit);
      },
      (r) => r.id,
      4,
    );
    const seen: number[] = [];
    for await (const r of rows) seen.push(r.id);
    expect(seen).toEqual(data.map((r) => r.id));
    expect(asked).toEqual([undefined, 3, 7]);
  });
});
