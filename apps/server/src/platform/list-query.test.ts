/** The list kit's pieces that hold no SQL connection: paging totals, LIKE escaping and keyset walks. */
import { describe, expect, it } from 'vitest';
import { escapeLike, indexWord, keysetBatches, keysetRanges, pageWithTotal, roughly } from './list-query.ts';

describe('escapeLike', () => {
  it('makes %, _ and \\ literal', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});

describe('indexWord', () => {
  it('finds a phrase by its longest numbered word, else whole; a single word by itself', () => {
    expect(indexWord('cabin 1999')).toBe('1999');
    expect(indexWord('maria cabin 12 4401')).toBe('4401');
    expect(indexWord('deck a3f9 cabin')).toBe('a3f9');
    expect(indexWord('maria lopez')).toBeUndefined();
    expect(indexWord('cabin 2')).toBeUndefined();
    expect(indexWord('crew 12')).toBeUndefined();
    expect(indexWord('1999')).toBeUndefined();
    expect(indexWord(' 1999 ')).toBeUndefined();
    expect(indexWord('ab 12')).toBeUndefined();
  });
});

describe('pageWithTotal', () => {
  const data = Array.from({ length: 7 }, (_, i) => i);
  /** Pages of `rows` (default: 7 rows); `estimate` and the count are recorded when asked. */
  const run = (
    page: number,
    pagesize: number,
    opts: { rows?: number[]; estimate?: number; count?: (upTo: number) => number } = {},
    limits: { exactUpTo?: number; cap?: number } = {},
  ) => {
    const rows = opts.rows ?? data;
    let counted = 0;
    let estimated = 0;
    const result = pageWithTotal(
      { page, pagesize },
      {
        rows: async (limit, offset) => rows.slice(offset, offset + limit),
        count: async (upTo) => {
          counted++;
          return opts.count ? opts.count(upTo) : rows.length;
        },
        ...(opts.estimate === undefined
          ? {}
          : {
              estimate: async () => {
                estimated++;
                return opts.estimate ?? 0;
              },
            }),
      },
      limits,
    );
    return result.then((r) => ({ ...r, counted, estimated }));
  };

  it('tells the total without a count when the page ends the result', async () => {
    expect(await run(1, 25)).toEqual({ rows: data, total: 7, totalKind: 'exact', counted: 0, estimated: 0 });
    expect(await run(2, 5)).toMatchObject({ rows: [5, 6], total: 7, counted: 0 });
    // A full page with no row after it is the last one too (the extra row read tells).
    expect(await run(1, 7)).toMatchObject({ rows: data, total: 7, counted: 0 });
    expect(await run(1, 5, { rows: [] })).toMatchObject({ rows: [], total: 0, counted: 0 });
  });

  it('counts when more rows follow the page, or the page is past the end', async () => {
    expect(await run(1, 5)).toEqual({
      rows: [0, 1, 2, 3, 4],
      total: 7,
      totalKind: 'exact',
      counted: 1,
      estimated: 0,
    });
    expect(await run(3, 5)).toMatchObject({ rows: [], total: 7, totalKind: 'exact', counted: 1 });
  });

  it('gives the rounded estimate, and no count, above the exact limit', async () => {
    const big = Array.from({ length: 50 }, (_, i) => i);
    expect(await run(1, 5, { rows: big, estimate: 9091 }, { exactUpTo: 1000 })).toEqual({
      rows: [0, 1, 2, 3, 4],
      total: 9100,
      totalKind: 'estimated',
      counted: 0,
      estimated: 1,
    });
    // Never fewer than the rows already seen: the pages before, this page and the row after it.
    expect(await run(3, 5, { rows: big, estimate: 12 }, { exactUpTo: 10 })).toMatchObject({
      total: 16,
      totalKind: 'estimated',
    });
  });

  it('counts up to the cap at or below the exact limit, and says when the cap was reached', async () => {
    const big = Array.from({ length: 50 }, (_, i) => i);
    const capped = (upTo: number) => Math.min(big.length, upTo + 1);
    expect(
      await run(1, 5, { rows: big, estimate: 10, count: capped }, { exactUpTo: 1000, cap: 100 }),
    ).toMatchObject({
      total: 50,
      totalKind: 'exact',
      counted: 1,
      estimated: 1,
    });
    expect(
      await run(1, 5, { rows: big, estimate: 10, count: capped }, { exactUpTo: 1000, cap: 20 }),
    ).toMatchObject({
      total: 20,
      totalKind: 'capped',
    });
    // By default the count stops where exact totals end: 500 ("500+").
    const many = Array.from({ length: 1500 }, (_, i) => i);
    const countMany = (upTo: number) => Math.min(many.length, upTo + 1);
    expect(await run(1, 25, { rows: many, estimate: 10, count: countMany })).toMatchObject({
      total: 500,
      totalKind: 'capped',
    });
    // A source that counts exactly whatever the cap is exact, not capped.
    expect(await run(1, 5, { rows: big }, { cap: 20 })).toMatchObject({ total: 50, totalKind: 'exact' });
  });
});

describe('pageWithTotal with a window count', () => {
  const data = Array.from({ length: 60 }, (_, i) => i);
  const source = (estimate: number) => {
    const calls: string[] = [];
    return {
      calls,
      source: {
        estimate: async () => {
          calls.push('estimate');
          return estimate;
        },
        rows: async (limit: number, offset: number) => {
          calls.push(`rows ${limit}@${offset}`);
          return data.slice(offset, offset + limit);
        },
        rowsCounted: async (limit: number, offset: number) => {
          calls.push(`rowsCounted ${limit}@${offset}`);
          return { rows: data.slice(offset, offset + limit), total: data.length };
        },
        count: async () => {
          calls.push('count');
          return data.length;
        },
      },
    };
  };

  it('reads a result the planner thinks small with its count, in one query', async () => {
    const { calls, source: s } = source(10);
    expect(await pageWithTotal({ page: 2, pagesize: 25 }, s)).toEqual({
      rows: data.slice(25, 50),
      total: 60,
      totalKind: 'exact',
    });
    expect(calls).toEqual(['estimate', 'rowsCounted 25@25']);
  });

  it('reads a large one with its extra row and gives the estimate', async () => {
    const { calls, source: s } = source(5000);
    expect(await pageWithTotal({ page: 1, pagesize: 25 }, s)).toMatchObject({
      total: 5000,
      totalKind: 'estimated',
    });
    expect(calls).toEqual(['estimate', 'rows 26@0']);
    // ...unless the page ends the result: then it is exact.
    expect(await pageWithTotal({ page: 3, pagesize: 25 }, source(5000).source)).toMatchObject({
      total: 60,
      totalKind: 'exact',
    });
  });

  it('counts for an empty page past the end, which carries no window count', async () => {
    const { calls, source: s } = source(10);
    expect(await pageWithTotal({ page: 9, pagesize: 25 }, s)).toEqual({
      rows: [],
      total: 60,
      totalKind: 'exact',
    });
    expect(calls).toEqual(['estimate', 'rowsCounted 25@200', 'rows 26@200', 'count']);
  });
});

describe('roughly', () => {
  it.each([
    [0, 0],
    [12.4, 12],
    [99, 99],
    [1010, 1000],
    [1111, 1100],
    [9091, 9100],
    [33334, 33000],
    [1_250_000, 1_300_000],
  ])('%d → %d', (n, expected) => {
    expect(roughly(n)).toBe(expected);
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
    for await (const batch of rows) seen.push(...batch.map((r) => r.id));
    expect(seen).toEqual(data.map((r) => r.id));
    expect(asked).toEqual([undefined, 3, 7]);
  });
});

describe('keysetRanges', () => {
  it('walks the result as ranges that end at the boundary read first', async () => {
    const data = Array.from({ length: 10 }, (_, i) => i);
    const calls: string[] = [];
    const ranges = keysetRanges(
      async (after: number | undefined, n) => {
        calls.push(`boundary after ${after} n ${n}`);
        return data.filter((k) => after === undefined || k > after)[n - 1];
      },
      async (after, through) => {
        calls.push(`chunk (${after}, ${through}]`);
        return data.filter(
          (k) => (after === undefined || k > after) && (through === undefined || k <= through),
        );
      },
      4,
    );
    const seen: number[][] = [];
    for await (const chunk of ranges) seen.push(chunk);
    expect(seen).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9],
    ]);
    expect(calls).toEqual([
      'boundary after undefined n 4',
      'chunk (undefined, 3]',
      'boundary after 3 n 4',
      'chunk (3, 7]',
      'boundary after 7 n 4',
      'chunk (7, undefined]',
    ]);
  });

  it('stops with the error of a failing chunk', async () => {
    const ranges = keysetRanges(
      async (after: number | undefined) => (after === undefined ? 1 : 2),
      async (after) => {
        if (after !== undefined) throw new Error('database went away');
        return 'first';
      },
      1,
    );
    const seen: string[] = [];
    await expect(async () => {
      for await (const chunk of ranges) seen.push(chunk);
    }).rejects.toThrow('database went away');
    expect(seen).toEqual(['first']);
  });
});
