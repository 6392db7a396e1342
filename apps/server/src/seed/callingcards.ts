/**
 * Demo calling cards of one environment (spec 002 §3): tariffs, the per-type configuration the
 * dashboard lists (admin, cabin, and one untyped row it omits), cabin cards (PIN = cabin number, no
 * expiry, credit = initial balance until their calls spend it) and admin PINs (some expired, some
 * inactive, no credit: spec 002 §1). Their calls follow in callingcards-cdrs.ts, through the switch's engine.
 */
import { cards, cardTypes, tariffs } from '../modules/callingcards/schema.ts';
import type { SeedContext, SeedCounts } from './context.ts';
import { cabinNumbers } from './extensions.ts';
import { DAY_MS, insertChunked } from './prng.ts';
import { FIRST_NAMES, LAST_NAMES } from './ship-directory.ts';

/**
 * Per-minute rates in USD; initblock = free seconds per card and billing period; billed seconds are
 * rounded up to the billing increment, at least the minimum duration (per second, per 6 s, per minute).
 */
export const DEMO_TARIFFS = [
  {
    key: 'crew',
    description: 'Crew Standard',
    defaultCost: 0.08,
    defaultPrice: 0.19,
    initblock: 60,
    billingIncrement: 1,
    minimumDuration: 0,
    type: 'admin',
  },
  {
    key: 'guest',
    description: 'Guest Premium',
    defaultCost: 0.25,
    defaultPrice: 0.99,
    initblock: 30,
    billingIncrement: 6,
    minimumDuration: 30,
    type: 'cabin',
  },
  {
    key: 'officer',
    description: 'Officer Flat',
    defaultCost: 0.06,
    defaultPrice: 0.12,
    initblock: 120,
    billingIncrement: 60,
    minimumDuration: 60,
    type: 'admin',
  },
] as const;
export type TariffKey = (typeof DEMO_TARIFFS)[number]['key'];
const ADMIN_PINS = 80;

const money = (n: number) => n.toFixed(4);

export async function seedCallingCards(ctx: SeedContext): Promise<SeedCounts> {
  const { tx, env, rng, now } = ctx;
  const tariffRows = await tx
    .insert(tariffs)
    .values(
      DEMO_TARIFFS.map((t) => ({
        domain: env.domain,
        description: t.description,
        defaultCost: money(t.defaultCost),
        defaultPrice: money(t.defaultPrice),
        initblock: t.initblock,
        billingIncrement: t.billingIncrement,
        minimumDuration: t.minimumDuration,
        type: t.type,
      })),
    )
    .returning({ id: tariffs.id, description: tariffs.description });
  const byKey = new Map<TariffKey, { id: number }>();
  for (const t of DEMO_TARIFFS) {
    const row = tariffRows.find((r) => r.description === t.description);
    if (row) byKey.set(t.key, { id: row.id });
  }
  const tariff = (key: TariffKey): { id: number } => {
    const found = byKey.get(key);
    if (!found) throw new Error(`tariff ${key} was not seeded`);
    return found;
  };

  await tx.insert(cardTypes).values([
    { domain: env.domain, type: 'admin', status: 1, dialingPrefix: '*88', defaultTariff: tariff('crew').id },
    { domain: env.domain, type: 'cabin', status: 1, dialingPrefix: '*77', defaultTariff: tariff('guest').id },
    // An untyped configuration row, as real switches carry: the dashboard must leave it out.
    { domain: env.domain, type: null, status: 0, dialingPrefix: '*99', defaultTariff: tariff('officer').id },
  ]);

  const cabinRows = cabinNumbers().map((cabin) => {
    const initial = money(rng.pick([50, 100, 150, 200]));
    return {
      domain: env.domain,
      pin: cabin,
      name: `Cabin ${cabin}`,
      type: 'cabin' as const,
      tariff: tariff('guest').id,
      // The billing period's calls spend it (callingcards-cdrs.ts).
      credit: initial,
      initialbalance: initial,
      status: rng.chance(0.9) ? 1 : 0,
      creationdate: new Date(now.getTime() - rng.int(20, 300) * DAY_MS),
      expirationdate: null,
    };
  });
  const pins = new Set(cabinRows.map((c) => c.pin));
  const adminRows = [];
  while (adminRows.length < ADMIN_PINS) {
    const pin = rng.digits(6);
    if (pins.has(pin)) continue;
    pins.add(pin);
    const officer = rng.chance(0.15);
    // About one PIN in seven has expired; the rest run out within the year.
    const expiresInDays = rng.chance(0.15) ? -rng.int(1, 60) : rng.int(14, 365);
    adminRows.push({
      domain: env.domain,
      pin,
      name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
      type: 'admin' as const,
      tariff: tariff(officer ? 'officer' : 'crew').id,
      credit: money(0),
      initialbalance: money(0),
      status: rng.chance(0.88) ? 1 : 0,
      creationdate: new Date(now.getTime() - rng.int(30, 400) * DAY_MS),
      expirationdate: new Date(now.getTime() + expiresInDays * DAY_MS),
    });
  }

  const inserted = await insertChunked([...cabinRows, ...adminRows], (chunk) =>
    tx.insert(cards).values(chunk),
  );
  return { cc_tariffs: tariffRows.length, cc_card_types: 3, cc_cards: inserted };
}
