import { describe, expect, it } from 'vitest';
import {
  appDisabled,
  canAddNumber,
  canSaveContact,
  hasDuplicate,
  nextChannels,
  phonesOf,
} from './directory-rules.ts';

describe('Add new Number channels', () => {
  it('deselects the app channel as soon as another channel is chosen', () => {
    expect(nextChannels([], 'app')).toEqual(['app']);
    expect(nextChannels(['app'], 'sms')).toEqual(['sms']);
    expect(nextChannels(['sms'], 'whatsapp')).toEqual(['sms', 'whatsapp']);
    expect(nextChannels(['sms', 'whatsapp'], 'sms')).toEqual(['whatsapp']);
  });

  it('disables the app channel while any other is chosen', () => {
    expect(appDisabled([])).toBe(false);
    expect(appDisabled(['app'])).toBe(false);
    expect(appDisabled(['viber'])).toBe(true);
  });

  it('needs a number and at least one type; one action makes a number per type', () => {
    expect(canAddNumber('  ', ['sms'])).toBe(false);
    expect(canAddNumber('+1305', [])).toBe(false);
    expect(canAddNumber('+1305', ['sms'])).toBe(true);
    expect(phonesOf(' +1305 ', ['sms', 'whatsapp'])).toEqual([
      { phone_label: 'sms', phone_number: '+1305' },
      { phone_label: 'whatsapp', phone_number: '+1305' },
    ]);
  });
});

describe('staged numbers and the contact form', () => {
  const staged = [{ id: 'a', phone_label: 'sms', phone_number: '+1305' }];

  it('rejects a number already staged with the same type only', () => {
    expect(hasDuplicate(staged, [{ phone_label: 'sms', phone_number: '+1305' }])).toBe(true);
    expect(hasDuplicate(staged, [{ phone_label: 'whatsapp', phone_number: '+1305' }])).toBe(false);
  });

  it('needs name and type', () => {
    expect(canSaveContact(' ', 'user')).toBe(false);
    expect(canSaveContact('Ana', '')).toBe(false);
    expect(canSaveContact('Ana', 'guest')).toBe(true);
  });
});
