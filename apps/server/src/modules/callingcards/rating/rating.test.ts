/** The rating rules by example: which rate, free seconds then billed, increment, minimum, money, currency. */
import { describe, expect, it } from 'vitest';
import {
  billedSeconds,
  matchRate,
  RatingError,
  type RatingRate,
  type RatingTariff,
  rateCall,
} from './index.ts';

const tariff: RatingTariff = {
  id: 1,
  defaultCost: '0.0800',
  defaultPrice: '0.1900',
  currency: 'USD',
  billingIncrement: 1,
  minimumDuration: 0,
};
const rate = (
  id: number,
  destination: string,
  price: string,
  extra: Partial<RatingRate> = {},
): RatingRate => ({
  id,
  tariff: 1,
  destination,
  cost: '0.0500',
  price,
  name: `rate ${id}`,
  status: 1,
  ...extra,
});
const rates: RatingRate[] = [
  rate(10, '44', '0.2000'),
  rate(11, '447', '0.4500'),
  rate(12, '4479', '2.0000', { status: 0 }),
  rate(13, '44790', '3.0000', { tariff: 2 }),
  rate(21, '63', '0.3100'),
  rate(20, '63', '0.3000'),
];

const rated = (
  answeredSeconds: number,
  opts: { free?: number; t?: Partial<RatingTariff>; dest?: string } = {},
) =>
  rateCall({
    card: { currency: opts.t?.currency ?? 'USD', freeSecondsLeft: opts.free ?? 0 },
    tariff: { ...tariff, ...opts.t },
    rates,
    call: { destination: opts.dest ?? '12125550100', answeredSeconds },
  });

const fieldOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof RatingError) return e.field;
    throw e;
  }
  return 'no error';
};

describe('matchRate: the longest active prefix of the tariff, else the default', () => {
  it('picks the longest matching active prefix, ignoring inactive ones and other tariffs', () => {
    // 44790 (another tariff) and 4479 (inactive) are longer matches, and are ignored.
    expect(matchRate(tariff, rates, '447901234567')).toMatchObject({
      source: 'special',
      rateId: 11,
      prefix: '447',
      pricePerMinute: '0.45',
      costPerMinute: '0.05',
    });
    expect(matchRate(tariff, rates, '441234567').rateId).toBe(10);
    expect(matchRate(tariff, rates, '+447700900123').rateId).toBe(11);
  });

  it('falls back to the tariff default when no prefix matches', () => {
    expect(matchRate(tariff, rates, '4')).toEqual({
      source: 'default',
      rateId: null,
      prefix: null,
      name: null,
      costPerMinute: '0.08',
      pricePerMinute: '0.19',
    });
    expect(matchRate(tariff, [], '447901234567').source).toBe('default');
  });

  it('breaks a tie of equal prefixes by the lower id, whatever the order of the rates', () => {
    expect(matchRate(tariff, rates, '639171234567').rateId).toBe(20);
    expect(matchRate(tariff, [...rates].reverse(), '639171234567').rateId).toBe(20);
  });

  it('refuses a destination that is not a number', () => {
    for (const d of ['', '+', '44-20', 'abc', '44 20'])
      expect(
        fieldOf(() => matchRate(tariff, rates, d)),
        d,
      ).toBe('destination');
  });
});

describe('rateCall: free seconds first, then billed seconds', () => {
  it('uses the free seconds left before billing the rest at the matched rate', () => {
    expect(rated(100, { free: 30 })).toEqual({
      currency: 'USD',
      rate: expect.objectContaining({ source: 'default' }),
      answeredSeconds: 100,
      freeSeconds: 30,
      billedSeconds: 70,
      cost: '0.09', // 70 × 0.08 / 60 = 0.0933…
      price: '0.22', // 70 × 0.19 / 60 = 0.2216…
    });
    const uk = rated(120, { free: 60, dest: '447700900123' });
    expect(uk).toMatchObject({ freeSeconds: 60, billedSeconds: 60, price: '0.45', cost: '0.05' });
  });

  it('bills nothing while free seconds cover the call, even with a minimum duration', () => {
    expect(rated(100, { free: 120, t: { minimumDuration: 60 } })).toMatchObject({
      freeSeconds: 100,
      billedSeconds: 0,
      price: '0.00',
      cost: '0.00',
    });
    expect(rated(0)).toMatchObject({ freeSeconds: 0, billedSeconds: 0, price: '0.00' });
  });

  it('rounds billed seconds up to the billing increment', () => {
    const perMinute = { billingIncrement: 60, minimumDuration: 0 };
    expect([1, 59, 60, 61, 120, 121].map((s) => billedSeconds(s, perMinute))).toEqual([
      60, 60, 60, 120, 120, 180,
    ]);
    expect([1, 6, 7, 61].map((s) => billedSeconds(s, { billingIncrement: 6, minimumDuration: 0 }))).toEqual([
      6, 6, 12, 66,
    ]);
    expect(rated(61, { t: perMinute })).toMatchObject({ billedSeconds: 120, price: '0.38' });
    // The increment applies to what the free seconds leave: 100 − 30 = 70 → 120.
    expect(rated(100, { free: 30, t: perMinute })).toMatchObject({ freeSeconds: 30, billedSeconds: 120 });
  });

  it('bills at least the minimum duration, after the free seconds', () => {
    const rules = { billingIncrement: 1, minimumDuration: 30 };
    expect([1, 10, 30, 31].map((s) => billedSeconds(s, rules))).toEqual([30, 30, 30, 31]);
    // A minimum that is not a multiple of the increment is billed as it is.
    const odd = { billingIncrement: 20, minimumDuration: 30 };
    expect([5, 25, 41].map((s) => billedSeconds(s, odd))).toEqual([30, 40, 60]);
    expect(rated(100, { free: 95, t: rules })).toMatchObject({
      freeSeconds: 95,
      billedSeconds: 30,
      price: '0.10',
    });
  });

  it('refuses durations and billing rules out of range, naming them', () => {
    expect(fieldOf(() => rated(-1))).toBe('answeredSeconds');
    expect(fieldOf(() => rated(1.5))).toBe('answeredSeconds');
    expect(fieldOf(() => rated(10, { free: -1 }))).toBe('freeSecondsLeft');
    for (const billingIncrement of [0, 3601, 1.5, Number.NaN]) {
      expect(fieldOf(() => rated(10, { t: { billingIncrement } }))).toBe('billingIncrement');
    }
    for (const minimumDuration of [-1, 3601, 0.5]) {
      expect(fieldOf(() => rated(10, { t: { minimumDuration } }))).toBe('minimumDuration');
    }
  });
});

describe('money: exact decimals, rounded half-up once at the end, in the card currency', () => {
  it('rounds the total, never each increment', () => {
    // 0.05 a minute in 6-second increments: 0.005 an increment; rounded per step it would be 0.10.
    expect(rated(60, { t: { defaultPrice: '0.05', billingIncrement: 6 } }).price).toBe('0.05');
  });

  it('rounds half-up, exactly (no binary floating point)', () => {
    expect(rated(30, { t: { defaultPrice: '0.01' } }).price).toBe('0.01'); // 0.005 → up
    expect(rated(29, { t: { defaultPrice: '0.01' } }).price).toBe('0.00'); // 0.00483…
    // 1.005 is 1.00499999999999989… as a float; toFixed(2) and Math.round would give 1.00.
    expect(rated(60, { t: { defaultPrice: '1.005' } }).price).toBe('1.01');
    expect(rated(86400, { t: { defaultPrice: '9999.9999' } }).price).toBe('14399999.86');
  });

  it('answers in the minor units of the card currency: 2 for GBP and EUR, 0 for JPY, 3 for KWD', () => {
    expect(rated(90, { t: { currency: 'GBP', defaultPrice: '0.5' } })).toMatchObject({
      currency: 'GBP',
      price: '0.75',
    });
    expect(rated(60, { t: { currency: 'EUR', defaultPrice: '2' } }).price).toBe('2.00');
    expect(rated(100, { t: { currency: 'JPY', defaultPrice: '10', defaultCost: '3' } })).toMatchObject({
      price: '17', // 16.67
      cost: '5',
    });
    expect(rated(30, { t: { currency: 'KWD', defaultPrice: '0.25' } }).price).toBe('0.125');
  });

  it('never rates across currencies, and refuses amounts that are not decimal text', () => {
    const mixed = () =>
      rateCall({
        card: { currency: 'EUR', freeSecondsLeft: 0 },
        tariff,
        rates,
        call: { destination: '1', answeredSeconds: 60 },
      });
    expect(fieldOf(mixed)).toBe('currency');
    expect(fieldOf(() => rated(1, { t: { currency: 'usd' } }))).toBe('currency');
    expect(fieldOf(() => rated(1, { t: { defaultPrice: '1e3' } }))).toBe('tariff.defaultPrice');
    expect(fieldOf(() => rated(1, { t: { defaultCost: '-0.10' } }))).toBe('tariff.defaultCost');
    expect(fieldOf(() => rated(1, { t: { defaultPrice: 0.19 as unknown as string } }))).toBe(
      'tariff.defaultPrice',
    );
  });
});
