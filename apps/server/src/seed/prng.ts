/**
 * A small seeded PRNG (mulberry32) so the demo fleet's figures are the same on every start: each
 * environment gets its own stream from its code, so adding a ship does not change the others.
 */
export interface Rng {
  /** [0, 1) */
  next(): number;
  /** integer in [min, max] */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** digits only, fixed length, first digit non-zero */
  digits(length: number): string;
}

export function createRng(seedText: string): Rng {
  let state = 2166136261;
  for (const ch of seedText) state = Math.imul(state ^ ch.charCodeAt(0), 16777619) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    digits(length) {
      let out = String(int(1, 9));
      while (out.length < length) out += String(int(0, 9));
      return out;
    },
  };
}

/** Insert many rows in chunks: one statement per chunk keeps PostgreSQL under its 65,535-parameter limit. */
export async function insertChunked<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
  size = 500,
) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
  return rows.length;
}

export const DAY_MS = 86_400_000;

/** A time on the given day-offset back from now (0 = today), at a believable hour weighted to daytime. */
export function timeOnDay(rng: Rng, now: Date, daysAgo: number): Date {
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  day.setUTCHours(0, 0, 0, 0);
  // Two thirds of calls between 08:00 and 22:00 ship time, the rest spread over the whole day.
  const hour = rng.chance(0.67) ? rng.int(8, 21) : rng.int(0, 23);
  const at = new Date(day.getTime() + hour * 3_600_000 + rng.int(0, 3599) * 1000);
  // Today's calls must not lie in the future.
  return at > now ? new Date(now.getTime() - rng.int(60, 3600) * 1000) : at;
}
