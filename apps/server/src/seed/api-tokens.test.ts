/** The demo API token: created on CPL only, printed once in clear, stored as its hash, and it works. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRoster, syncRoster } from '../modules/tenancy/roster.ts';
import { environments } from '../modules/tenancy/schema.ts';
import { apiTokens } from '../modules/tokens/schema.ts';
import { hashToken } from '../modules/tokens/token.ts';
import type { Database } from '../platform/db.ts';
import { openTestDatabase } from '../test/helper.ts';
import { DEMO_TOKEN_NAME, seedApiTokens } from './api-tokens.ts';
import type { SeedContext } from './context.ts';
import { createRng } from './prng.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await syncRoster(database.db, loadRoster());
});
afterAll(() => database?.close());

async function seed(code: string, lines: string[]) {
  const [env] = await database.db.select().from(environments).where(eq(environments.code, code));
  if (!env) throw new Error(`no ${code} in the roster`);
  const ctx: SeedContext = {
    tx: database.db,
    env,
    siblings: [env],
    rng: createRng('test'),
    now: new Date(),
    secretKey: Buffer.alloc(32),
  };
  return { env, counts: await seedApiTokens(ctx, (line) => lines.push(line)) };
}

describe('the demo API token', () => {
  it('is made on CPL and printed once; only its hash is kept', async () => {
    const lines: string[] = [];
    const { env, counts } = await seed('CPL', lines);
    expect(counts).toEqual({ api_tokens: 1 });
    const token = /pst_[A-Za-z0-9_-]{43}/.exec(lines.join('\n'))?.[0];
    expect(token).toBeDefined();
    const rows = await database.db.select().from(apiTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      domain: env.domain,
      name: DEMO_TOKEN_NAME,
      tokenHash: hashToken(token ?? ''),
      revokedAt: null,
    });
  });

  it('is not made on the other environments', async () => {
    const lines: string[] = [];
    expect((await seed('KPL', lines)).counts).toEqual({});
    expect(lines).toEqual([]);
    expect(await database.db.select().from(apiTokens)).toHaveLength(1);
  });
});
