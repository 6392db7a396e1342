import type { Card } from '@portside/contract/callingcards/cards';
import type { Tariff } from '@portside/contract/callingcards/tariffs';
import { describe, expect, it } from 'vitest';
import {
  cabinsOf,
  canSavePin,
  formatMoney,
  HOUR_SLOTS,
  isExpired,
  newPinValues,
  noReset,
  pinProblems,
  rejectedText,
  resetProblem,
  toCreateBody,
  toResetBody,
  toUpdateBody,
  uploadColumns,
  uploadOptionalColumns,
  uploadRowToBody,
} from './pin-rules.ts';

const tariff = (id: number, description: string): Tariff => ({
  id,
  description,
  default_cost: 0.1,
  default_price: 0.2,
  initblock: 60,
  default_currency: 'USD',
  type: null,
  status: 1,
  billing_increment: 1,
  minimum_duration: 0,
});
const values = (patch = {}) => ({
  pin: '1234',
  name: 'Ann',
  credit: '',
  expirationdate: '',
  tariff: '1',
  ...patch,
});

describe('PIN form rules (spec 002 §5)', () => {
  it('a new cabin needs cabin, name and tariff; credit is optional but must be an amount', () => {
    expect(canSavePin(values(), 'cabin', true)).toBe(true);
    expect(pinProblems(values({ pin: '', name: ' ', tariff: '' }), 'cabin', true)).toEqual({
      pin: 'required',
      name: 'required',
      tariff: 'required',
    });
    expect(pinProblems(values({ credit: '-1' }), 'cabin', true)).toEqual({ credit: 'creditFormat' });
  });

  it('a new admin PIN needs pin, name, expiration date and tariff', () => {
    const admin = (patch = {}) => values({ pin: '123456', ...patch });
    expect(pinProblems(admin(), 'admin', true)).toEqual({ expirationdate: 'required' });
    expect(pinProblems(admin({ expirationdate: '2027-02-30' }), 'admin', true)).toEqual({
      expirationdate: 'dateFormat',
    });
    expect(canSavePin(admin({ expirationdate: '2027-02-28' }), 'admin', true)).toBe(true);
  });

  it('an update: admin needs an expiry date, a cabin needs credit', () => {
    expect(pinProblems(values({ pin: '123456', tariff: '' }), 'admin', false)).toEqual({
      expirationdate: 'required',
    });
    expect(pinProblems(values({ tariff: '' }), 'cabin', false)).toEqual({ credit: 'required' });
    expect(canSavePin(values({ credit: '0' }), 'cabin', false)).toBe(true);
  });

  it('wants digits only, at least 4 for a cabin and 6 for an admin PIN (the contract’s rule)', () => {
    const dated = { expirationdate: '2027-02-28' };
    expect(pinProblems(values({ pin: 'A-12' }), 'cabin', true)).toEqual({ pin: 'pinFormat' });
    expect(pinProblems(values({ pin: '12 34' }), 'cabin', true)).toEqual({ pin: 'pinFormat' });
    expect(pinProblems(values({ pin: '9'.repeat(33) }), 'cabin', true)).toEqual({ pin: 'pinFormat' });
    expect(pinProblems(values({ pin: '123' }), 'cabin', true)).toEqual({ pin: 'pinShortCabin' });
    expect(pinProblems(values({ pin: '12345', ...dated }), 'admin', true)).toEqual({ pin: 'pinShortAdmin' });
    expect(canSavePin(values({ pin: ' 4002 ' }), 'cabin', true)).toBe(true);
    expect(canSavePin(values({ pin: '123456', ...dated }), 'admin', true)).toBe(true);
  });

  it('lets the unchanged pin of an older card through on update, as the server does', () => {
    const legacy = values({ pin: 'A-101', credit: '10' });
    expect(canSavePin(legacy, 'cabin', false, 'A-101')).toBe(true);
    expect(pinProblems({ ...legacy, pin: 'A-102' }, 'cabin', false, 'A-101')).toEqual({ pin: 'pinFormat' });
    expect(
      pinProblems(values({ pin: '1234', ...{ expirationdate: '2027-01-01' } }), 'admin', false, '123456'),
    ).toEqual({ pin: 'pinShortAdmin' });
  });

  it('preselects the single tariff only', () => {
    expect(newPinValues([tariff(7, 'Guest')]).tariff).toBe('7');
    expect(newPinValues([tariff(7, 'Guest'), tariff(8, 'Crew')]).tariff).toBe('');
  });

  it('sends status 1, expiry null for a cabin, initialbalance only when credit is given', () => {
    expect(toCreateBody(values({ credit: '25.5' }), 'cabin')).toEqual({
      pin: '1234',
      name: 'Ann',
      expirationdate: null,
      type: 'cabin',
      tariff: 1,
      status: 1,
      initialbalance: 25.5,
    });
    expect(toCreateBody(values({ expirationdate: '2027-01-01', credit: '9' }), 'admin')).toEqual({
      pin: '1234',
      name: 'Ann',
      expirationdate: '2027-01-01',
      type: 'admin',
      tariff: 1,
      status: 1,
    });
    const card = { id: 3, type: 'cabin', tariff: 1 } as Card;
    expect(toUpdateBody(values({ credit: '40', tariff: '2' }), card)).toEqual({
      pin: '1234',
      name: 'Ann',
      initialbalance: 40,
      tariff: 2,
      status: 1,
    });
  });
});

describe('PIN upload rows', () => {
  const errors = { typeMismatch: 'wrong type', unknownTariff: (t: string) => `unknown ${t}` };
  const tariffs = [tariff(1, 'Crew Standard'), tariff(2, 'Officer Flat')];

  it("uses 'cabin' on the cabin screen and 'pin' on the admin screen", () => {
    expect(uploadColumns('cabin')).toEqual(['cabin', 'name', 'type', 'tariff', 'expirationdate']);
    expect(uploadColumns('admin')[0]).toBe('pin');
  });

  it("takes a cabin's optional credit as its initial balance, and refuses one that is no amount", () => {
    const row = { cabin: '5101', name: 'C', type: '', tariff: '', expirationdate: '', credit: ' 40 ' };
    const one = [tariff(2, 'Guest')];
    expect(uploadOptionalColumns('cabin')).toEqual(['credit']);
    expect(uploadOptionalColumns('admin')).toEqual([]);
    expect(uploadRowToBody(row, 'cabin', one, errors)).toMatchObject({
      ok: true,
      body: { initialbalance: 40 },
    });
    expect(uploadRowToBody({ ...row, credit: '-1' }, 'cabin', one, errors)).toEqual({
      ok: false,
      error: '-1',
    });
    expect(uploadRowToBody({ ...row, credit: '' }, 'cabin', one, errors)).toMatchObject({ ok: true });
  });

  it('takes the tariff by id or description and refuses another type or an unknown tariff', () => {
    const row = {
      pin: '555001',
      name: 'Bo',
      type: 'admin',
      tariff: 'officer flat',
      expirationdate: '2027-05-01',
    };
    expect(uploadRowToBody(row, 'admin', tariffs, errors)).toEqual({
      ok: true,
      body: { pin: '555001', name: 'Bo', expirationdate: '2027-05-01', type: 'admin', tariff: 2, status: 1 },
    });
    expect(uploadRowToBody({ ...row, tariff: '1' }, 'admin', tariffs, errors)).toMatchObject({
      body: { tariff: 1 },
    });
    expect(uploadRowToBody({ ...row, type: 'cabin' }, 'admin', tariffs, errors)).toEqual({
      ok: false,
      error: 'wrong type',
    });
    expect(uploadRowToBody({ ...row, tariff: 'Gold' }, 'admin', tariffs, errors)).toEqual({
      ok: false,
      error: 'unknown Gold',
    });
  });
});

describe('display and Reset Billing Period', () => {
  it('formats money with $ £ € and tells expired dates', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(3, 'GBP')).toBe('£3.00');
    expect(formatMoney(0.75, 'EUR')).toBe('€0.75');
    expect(isExpired('2026-01-04', '2026-01-05')).toBe(true);
    expect(isExpired('2026-01-05', '2026-01-05')).toBe(false);
    expect(isExpired(null, '2026-01-05')).toBe(false);
  });

  it('offers 24 hourly slots from 12:00 AM to 11:00 PM', () => {
    expect(HOUR_SLOTS).toHaveLength(24);
    expect(HOUR_SLOTS[0]).toEqual({ value: '0', label: '12:00 AM' });
    expect(HOUR_SLOTS[12]).toEqual({ value: '12', label: '12:00 PM' });
    expect(HOUR_SLOTS[23]).toEqual({ value: '23', label: '11:00 PM' });
  });

  it('needs a CSV for specific cabins and the date and hour for billing prior to', () => {
    const base = noReset;
    expect(resetProblem(base)).toBeNull();
    expect(resetProblem({ ...base, scope: 'specific' })).toBe('needFile');
    expect(resetProblem({ ...base, billing: 'prior', date: '2026-03-01' })).toBe('needDate');
    expect(resetProblem({ ...base, billing: 'prior', date: '2026-03-01', hour: '0' })).toBeNull();
    expect(toResetBody({ ...base, scope: 'specific', cabins: ['4002'] })).toEqual({ list: ['4002'] });
    const body = toResetBody({ ...base, billing: 'prior', date: '2026-03-01', hour: '15' });
    expect(body.list).toBe('all');
    expect(new Date(body.archive_cdrs_prior_to ?? '').getTime()).toBe(new Date(2026, 2, 1, 15).getTime());
  });

  it('reads the cabin column and writes the rejected list', () => {
    expect(cabinsOf([{ cabin: ' 4002 ' }, { cabin: '' }, { cabin: '4002' }, { cabin: '5004' }])).toEqual([
      '4002',
      '5004',
    ]);
    expect(rejectedText([{ cabin: '9999', reason: 'There is no such cabin in this environment.' }])).toBe(
      '9999: There is no such cabin in this environment.\n',
    );
  });
});
