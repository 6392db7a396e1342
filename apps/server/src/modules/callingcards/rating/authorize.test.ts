/** maxCallDuration by example: credit, free seconds, increment, minimum, a free rate, currencies. */
import { describe, expect, it } from 'vitest';
import { type BillingRules, MAX_CALL_SECONDS, maxCallDuration, RatingError, rateCall } from './index.ts';

const perSecond: BillingRules = { billingIncrement: 1, minimumDuration: 0 };
const allow = (
  credit: string,
  opts: {
    free?: number;
    price?: string;
    rules?: Partial<BillingRules>;
    currency?: string;
    ceiling?: number;
  } = {},
) =>
  maxCallDuration({
    currency: opts.currency ?? 'USD',
    credit,
    freeSecondsLeft: opts.free ?? 0,
    rate: { costPerMinute: '0.08', pricePerMinute: opts.price ?? '0.19' },
    rules: { ...perSecond, ...opts.rules },
    ...(opts.ceiling === undefined ? {} : { ceilingSeconds: opts.ceiling }),
  });

describe('maxCallDuration', () => {
  it('grants the longest call whose rounded price fits the credit, and reserves that price', () => {
    // 317 s × 0.19 / 60 = 1.0038… → 1.00; 318 s = 1.007 → 1.01.
    expect(allow('1.00')).toEqual({
      maxSeconds: 317,
      freeSeconds: 0,
      billedSeconds: 317,
      reserve: '1.00',
      maxCost: '0.42',
      capped: false,
    });
    // The reservation is what rating the longest call charges.
    const t = { id: 1, defaultCost: '0.08', defaultPrice: '0.19', currency: 'USD', ...perSecond };
    const longest = rateCall({
      card: { currency: 'USD', freeSecondsLeft: 0 },
      tariff: t,
      rates: [],
      call: { destination: '1', answeredSeconds: 317 },
    });
    expect(longest.price).toBe('1.00');
  });

  it('adds the free seconds left, which need no credit', () => {
    expect(allow('1.00', { free: 60 })).toMatchObject({
      maxSeconds: 377,
      freeSeconds: 60,
      billedSeconds: 317,
    });
    // At 0.60 a minute every second costs a cent, so no credit means free seconds only.
    expect(allow('0.00', { free: 45, price: '0.60' })).toMatchObject({ maxSeconds: 45, reserve: '0.00' });
    expect(allow('-5.0000', { free: 30, price: '0.60' })).toMatchObject({ maxSeconds: 30, reserve: '0.00' });
    expect(allow('0.00', { price: '0.60' })).toMatchObject({ maxSeconds: 0, reserve: '0.00' });
  });

  it('counts the price as rating charges it, rounded: a second that rounds to nothing fits no credit', () => {
    // One billed second at 0.19 a minute is 0.0032, charged 0.00; two are 0.0063, charged 0.01.
    expect(allow('0.00', { free: 45 })).toMatchObject({ maxSeconds: 46, billedSeconds: 1, reserve: '0.00' });
  });

  it('grants whole increments only', () => {
    // 300 s bill 0.95; 301 s would bill 360 s = 1.14.
    expect(allow('1.00', { rules: { billingIncrement: 60 } })).toMatchObject({
      maxSeconds: 300,
      reserve: '0.95',
    });
    expect(allow('1.00', { free: 10, rules: { billingIncrement: 60 } })).toMatchObject({ maxSeconds: 310 });
  });

  it('grants nothing beyond the free seconds when the credit cannot pay the minimum duration', () => {
    // The 120 s minimum costs 0.38.
    expect(allow('0.30', { rules: { minimumDuration: 120 } })).toMatchObject({
      maxSeconds: 0,
      reserve: '0.00',
    });
    expect(allow('0.30', { free: 45, rules: { minimumDuration: 120 } })).toMatchObject({ maxSeconds: 45 });
    // 120 s cost 0.38; 121 s 0.3832, charged 0.38 too.
    expect(allow('0.38', { rules: { minimumDuration: 120 } })).toMatchObject({
      maxSeconds: 121,
      reserve: '0.38',
    });
  });

  it('caps a call the credit does not limit at the ceiling', () => {
    expect(allow('0.00', { price: '0' })).toMatchObject({ maxSeconds: MAX_CALL_SECONDS, capped: true });
    expect(allow('100.00', { ceiling: 600 })).toMatchObject({
      maxSeconds: 600,
      reserve: '1.90',
      capped: true,
    });
    expect(allow('1.00', { ceiling: 0 })).toMatchObject({ maxSeconds: 0, capped: true });
  });

  it('works in the card currency’s minor units', () => {
    // ¥10 a minute: 602 s = 100.33 → ¥100; 603 s = 100.5 → ¥101.
    expect(allow('100', { currency: 'JPY', price: '10' })).toMatchObject({ maxSeconds: 602, reserve: '100' });
    expect(allow('1.00', { currency: 'GBP' }).reserve).toBe('1.00');
  });

  it('refuses a malformed credit or ceiling', () => {
    expect(() => allow('ten')).toThrow(RatingError);
    expect(() => allow('1.00', { ceiling: -1 })).toThrow(/ceilingSeconds/);
  });
});
