/**
 * The rating rules by property (fast-check): amounts equal an independent integer (BigInt) computation,
 * price never falls as a call grows, the longest active prefix wins whatever the order of the rates, and
 * the longest duration authorized fits the credit while one more second would not.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BillingRules,
  Decimal,
  matchRate,
  maxCallDuration,
  minorUnits,
  type RatingRate,
  type RatingTariff,
  rateCall,
} from './index.ts';

/** Per-minute amounts as the database holds them: numeric(12,4) text, 0 to 9,999.9999. */
const units4 = fc.integer({ min: 0, max: 99_999_999 });
const text4 = (u: number) => `${Math.floor(u / 10_000)}.${String(u % 10_000).padStart(4, '0')}`;
const currency = fc.constantFrom('USD', 'GBP', 'EUR', 'JPY', 'KWD');
const rules = fc.record({
  billingIncrement: fc.oneof(fc.constantFrom(1, 6, 30, 60), fc.integer({ min: 1, max: 3600 })),
  minimumDuration: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3600 })),
});

const tariffOf = (cur: string, cost: number, price: number, r: BillingRules): RatingTariff => ({
  id: 1,
  currency: cur,
  defaultCost: text4(cost),
  defaultPrice: text4(price),
  ...r,
});
const rate = (t: RatingTariff, answeredSeconds: number, freeSecondsLeft: number) =>
  rateCall({
    card: { currency: t.currency, freeSecondsLeft },
    tariff: t,
    rates: [],
    call: { destination: '1', answeredSeconds },
  });

/** The oracle: perMinute (in 1/10,000) × seconds / 60, rounded half-up to the minor unit, as text. */
function oracle(perMinuteUnits: number, seconds: number, cur: string): string {
  const digits = minorUnits(cur);
  const num = BigInt(perMinuteUnits) * BigInt(seconds) * 10n ** BigInt(digits);
  const den = 60n * 10_000n;
  const minor = (2n * num + den) / (2n * den);
  if (digits === 0) return minor.toString();
  const s = minor.toString().padStart(digits + 1, '0');
  return `${s.slice(0, -digits)}.${s.slice(-digits)}`;
}
function oracleBilled(answered: number, free: number, r: BillingRules): number {
  const rest = Math.max(0, answered - free);
  return rest === 0
    ? 0
    : Math.max(r.minimumDuration, Math.ceil(rest / r.billingIncrement) * r.billingIncrement);
}

const cmp = (a: string, b: string) => new Decimal(a).comparedTo(b);

describe('rateCall by property', () => {
  it('bills and prices exactly as an integer computation does', () => {
    fc.assert(
      fc.property(
        currency,
        units4,
        units4,
        rules,
        fc.nat(20_000),
        fc.nat(7200),
        (cur, cost, price, r, answered, free) => {
          const out = rate(tariffOf(cur, cost, price, r), answered, free);
          const billed = oracleBilled(answered, free, r);
          expect(out.freeSeconds).toBe(Math.min(answered, free));
          expect(out.billedSeconds).toBe(billed);
          expect(out.price).toBe(oracle(price, billed, cur));
          expect(out.cost).toBe(oracle(cost, billed, cur));
        },
      ),
    );
  });

  it('never charges less for a longer call, nor more with more free seconds', () => {
    fc.assert(
      fc.property(
        currency,
        units4,
        rules,
        fc.nat(20_000),
        fc.nat(3600),
        fc.nat(7200),
        (cur, price, r, d, more, free) => {
          const t = tariffOf(cur, 0, price, r);
          const short = rate(t, d, free);
          const long = rate(t, d + more, free);
          expect(long.billedSeconds).toBeGreaterThanOrEqual(short.billedSeconds);
          expect(cmp(long.price, short.price)).toBeGreaterThanOrEqual(0);
          expect(cmp(rate(t, d, free + more).price, short.price)).toBeLessThanOrEqual(0);
        },
      ),
    );
  });
});

describe('matchRate by property', () => {
  const prefix = fc.stringMatching(/^[0-9]{1,4}$/);
  const rateArb = fc.record({
    id: fc.nat(50),
    tariff: fc.constantFrom(1, 2),
    destination: prefix,
    cost: units4.map(text4),
    price: units4.map(text4),
    name: fc.constant('r'),
    status: fc.constantFrom(0, 1),
  });

  it('picks an active prefix of the tariff that the number starts with, the longest, whatever the order', () => {
    fc.assert(
      fc.property(
        fc.array(rateArb, { maxLength: 20 }),
        fc.stringMatching(/^[0-9]{1,8}$/),
        (rs: RatingRate[], dest) => {
          const t = tariffOf('USD', 0, 0, { billingIncrement: 1, minimumDuration: 0 });
          const m = matchRate(t, rs, dest);
          const candidates = rs.filter(
            (r) => r.status === 1 && r.tariff === 1 && dest.startsWith(r.destination),
          );
          if (candidates.length === 0) {
            expect(m.source).toBe('default');
            return;
          }
          const longest = Math.max(...candidates.map((r) => r.destination.length));
          const best = candidates
            .filter((r) => r.destination.length === longest)
            .sort((a, b) => a.id - b.id)[0];
          expect(m).toMatchObject({ source: 'special', rateId: best?.id, prefix: best?.destination });
          expect(matchRate(t, [...rs].reverse(), dest)).toEqual(m);
        },
      ),
    );
  });
});

describe('maxCallDuration by property', () => {
  const credit = fc.nat(2_000_000).map((u) => text4(u)); // up to 200.0000, 4 decimals as stored
  it('grants the longest call whose price fits the credit: one second more would not, and shorter calls cost at most the reserve', () => {
    fc.assert(
      fc.property(
        currency,
        units4,
        rules,
        credit,
        fc.nat(3600),
        fc.nat(1000),
        (cur, price, r, cr, free, shorter) => {
          const t = tariffOf(cur, 0, price, r);
          const rateArgs = { costPerMinute: '0', pricePerMinute: text4(price) };
          const a = maxCallDuration({
            currency: cur,
            credit: cr,
            freeSecondsLeft: free,
            rate: rateArgs,
            rules: r,
            ceilingSeconds: 7200,
          });
          const longest = rate(t, a.maxSeconds, free);
          expect(longest.price).toBe(a.reserve);
          expect(longest.billedSeconds).toBe(a.billedSeconds);
          expect(cmp(a.reserve, cr)).toBeLessThanOrEqual(0);
          expect(a.maxSeconds).toBeGreaterThanOrEqual(Math.min(free, 7200));
          if (a.capped) expect(a.maxSeconds).toBe(7200);
          else expect(cmp(rate(t, a.maxSeconds + 1, free).price, cr)).toBe(1);
          const s = rate(t, Math.max(0, a.maxSeconds - shorter), free);
          expect(cmp(s.price, a.reserve)).toBeLessThanOrEqual(0);
        },
      ),
    );
  });
});
