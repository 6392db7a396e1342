import { describe, expect, it } from 'vitest';
import { voicemailFieldOf, voicemailPinText } from './voicemail-rules.ts';

describe('voicemail PIN rule (the contract’s, said in the form)', () => {
  it('wants 4 to 16 digits', () => {
    for (const pin of ['', '123', '12a4', '1'.repeat(17)]) {
      expect(voicemailPinText(pin), pin).toBe('voicemail.errors.password');
    }
  });

  it('refuses one digit repeated and runs up or down, round the keypad too', () => {
    for (const pin of ['1111', '000000'])
      expect(voicemailPinText(pin), pin).toBe('voicemail.errors.pinRepeated');
    for (const pin of ['1234', '4321', '0123', '9876', '7890', '3210987']) {
      expect(voicemailPinText(pin), pin).toBe('voicemail.errors.pinSequence');
    }
  });

  it('refuses the mailbox number when it is known, and takes the rest', () => {
    expect(voicemailPinText('2101', '2101')).toBe('voicemail.errors.pinMailbox');
    expect(voicemailPinText('2101', ' ')).toBeNull();
    for (const pin of ['2580', '1357', '2468', '11112', '8264051937'])
      expect(voicemailPinText(pin, '2101')).toBeNull();
  });

  it('maps either wire name of a field to the form field', () => {
    expect(voicemailFieldOf("Field 'voicemail_password' must not be the mailbox number.")).toBe('password');
    expect(voicemailFieldOf("Field 'number' is required.")).toBe('number');
  });
});
