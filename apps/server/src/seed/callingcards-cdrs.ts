/**
 * Demo calling-card call records over the last 30 days: answered and unanswered calls, a few still in
 * progress (stoptime null), billed seconds = used seconds minus the tariff's free initblock, and money
 * from the tariff's per-minute rates. Records before the last billing reset are archived. Each card's
 * lastuse is then the start of its latest call.
 */
import { setLastUseFromCalls } from '../modules/callingcards/cards/last-use.ts';
import { cdrs } from '../modules/callingcards/schema.ts';
import type { SeededTariff } from './callingcards.ts';
import type { SeedContext } from './context.ts';
import { DAY_MS, insertChunked, timeOnDay } from './prng.ts';

const DESTINATIONS = [
  { prefix: '63', name: 'Philippines' },
  { prefix: '91', name: 'India' },
  { prefix: '62', name: 'Indonesia' },
  { prefix: '380', name: 'Ukraine' },
  { prefix: '44', name: 'United Kingdom' },
  { prefix: '1', name: 'United States' },
  { prefix: '30', name: 'Greece' },
  { prefix: '52', name: 'Mexico' },
];
const FAILED = ['NO_ANSWER', 'USER_BUSY', 'CALL_REJECTED', 'NO_ROUTE_DESTINATION', 'ORIGINATOR_CANCEL'];
/** The billing period began this many days ago; older records are archived (spec 002 billing reset). */
export const BILLING_PERIOD_DAYS = 21;
const DAYS = 30;
const CURRENT_CALLS = 3;

interface SeededCard {
  id: number;
  pin: string;
  name: string;
  type: 'admin' | 'cabin';
  tariff: number | null;
}

export async function seedCallingCardCdrs(
  ctx: SeedContext,
  cardRows: SeededCard[],
  tariffs: Map<number, SeededTariff>,
): Promise<number> {
  const { env, rng, now } = ctx;
  const code = env.code.toLowerCase();
  const periodStart = now.getTime() - BILLING_PERIOD_DAYS * DAY_MS;
  const rows: (typeof cdrs.$inferInsert)[] = [];
  const call = (card: SeededCard, starttime: Date, current: boolean) => {
    const tariff = card.tariff === null ? undefined : tariffs.get(card.tariff);
    const dest = rng.pick(DESTINATIONS);
    const answered = current || rng.chance(0.74);
    const sessiontime = answered && !current ? rng.int(15, 1500) : 0;
    // The first initblock seconds of every call are free: billed never exceeds used.
    const billed = Math.max(0, sessiontime - (tariff?.initblock ?? 0));
    const perMinute = (rate: number) => ((billed / 60) * rate).toFixed(4);
    rows.push({
      domain: env.domain,
      callid: `${code}-cc-${rows.length + 1}-${rng.digits(8)}`,
      card: card.id,
      pin: card.pin,
      name: card.name,
      type: card.type,
      src: card.type === 'cabin' ? card.pin : `${rng.int(1001, 3701)}`,
      destination: `${dest.prefix}${rng.digits(9)}`,
      destinationName: dest.name,
      starttime,
      stoptime: current ? null : new Date(starttime.getTime() + (sessiontime + rng.int(5, 40)) * 1000),
      sessiontime,
      billedSessiontime: billed,
      tariff: tariff?.id ?? null,
      blockprice: (tariff?.defaultPrice ?? 0).toFixed(4),
      blockcost: (tariff?.defaultCost ?? 0).toFixed(4),
      sessionprice: perMinute(tariff?.defaultPrice ?? 0),
      sessioncost: perMinute(tariff?.defaultCost ?? 0),
      answered: answered ? 1 : 0,
      terminatecauseid: current ? 'ONGOING_CALL' : answered ? 'NORMAL_CLEARING' : rng.pick(FAILED),
      archived: starttime.getTime() < periodStart ? 1 : 0,
    });
  };
  for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo--) {
    const perDay = rng.int(9, 18);
    for (let n = 0; n < perDay; n++) call(rng.pick(cardRows), timeOnDay(rng, now, daysAgo), false);
  }
  for (let n = 0; n < CURRENT_CALLS; n++) {
    call(rng.pick(cardRows), new Date(now.getTime() - rng.int(30, 1500) * 1000), true);
  }
  const inserted = await insertChunked(rows, (chunk) => ctx.tx.insert(cdrs).values(chunk));
  // 'Last use' is the start of each card's latest call, as the platform keeps it.
  await setLastUseFromCalls(ctx.tx, env.domain);
  return inserted;
}
