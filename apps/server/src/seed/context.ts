/** What every area of the demo seed receives for one environment. */

import type { environments } from '../modules/tenancy/schema.ts';
import type { Tx } from '../platform/db.ts';
import type { Rng } from './prng.ts';

export type EnvironmentRow = typeof environments.$inferSelect;

export interface SeedContext {
  tx: Tx;
  env: EnvironmentRow;
  /** Every environment of the same organisation (grants are given among these). */
  siblings: EnvironmentRow[];
  rng: Rng;
  now: Date;
  secretKey: Buffer;
}

/** Rows inserted, by table name. */
export type SeedCounts = Record<string, number>;
