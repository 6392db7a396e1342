import { describe, expect, it } from 'vitest';
import {
  accountName,
  accountPasswordProblem,
  canSave,
  emptyAccount,
  hardwareBody,
  hardwareFieldOf,
  isMac,
  isPort,
  newHardwareValues,
} from './hardware-rules.ts';

const complete = { ...emptyAccount(), extension: '2101', outboundProxy: 'sbc.example' };

describe('hardware form rules', () => {
  it('needs a MAC on create and a complete account 1 or account 2', () => {
    expect(canSave(newHardwareValues(), true)).toBe(false);
    expect(canSave({ ...newHardwareValues(), account1: complete }, true)).toBe(false);
    expect(canSave({ ...newHardwareValues(), mac: '001565123456', account2: complete }, true)).toBe(true);
    expect(canSave({ ...newHardwareValues(), account1: { ...complete, outboundProxyPort: '' } }, false)).toBe(
      false,
    );
    expect(canSave({ ...newHardwareValues(), account2: complete }, false)).toBe(true);
  });

  it('leaves an empty password to the extension; a typed one follows the SIP password rule', () => {
    const long = { ...complete, extension: '3055552101' };
    expect(accountPasswordProblem(long)).toBeNull();
    expect(accountPasswordProblem({ ...long, password: 'short' })).toBe('short');
    expect(accountPasswordProblem({ ...long, password: '3055552101' })).toBe('extension');
    expect(accountPasswordProblem({ ...long, password: 'desk-phone-pw' })).toBeNull();
  });

  it('names an account after its extension minus the first 4 characters when the name is empty', () => {
    expect(accountName({ ...complete, extension: '99982101' })).toBe('2101');
    expect(accountName({ ...complete, extension: '99982101', name: ' Purser ' })).toBe('Purser');
    // A 4-digit extension leaves nothing: the extension itself, never an empty caller name.
    expect(accountName(complete)).toBe('2101');
    expect(accountName({ ...complete, extension: '210' })).toBe('210');
  });

  it('sends a blank account as null, an empty name as its default, and leaves an empty password out', () => {
    expect(hardwareBody({ ...newHardwareValues(), account2: complete }, 'cpl.example')).toEqual({
      timezone: 'Auto',
      account1: null,
      account2: {
        extension: '2101',
        domain: 'cpl.example',
        outboundProxy: 'sbc.example',
        outboundProxyPort: 5060,
        name: '2101',
        ringtone: 5,
      },
    });
  });

  it('checks MACs and ports, and finds the field a server sentence names', () => {
    expect(isMac('00-15-65-AA-BB-CC')).toBe(true);
    expect(isMac('00:15:65:AA:BB')).toBe(false);
    expect(isPort('5060')).toBe(true);
    expect(isPort('0')).toBe(false);
    expect(isPort('65536')).toBe(false);
    expect(isPort('50a')).toBe(false);
    expect(hardwareFieldOf("Field 'account2.extension': 2999 is not an extension of domain x.")).toBe(
      'account2.extension',
    );
    expect(hardwareFieldOf("Field 'mac' must be a MAC address of 12 hexadecimal digits.")).toBe('mac');
    expect(hardwareFieldOf('A configuration file for MAC 001565123456 already exists.')).toBeNull();
  });
});
