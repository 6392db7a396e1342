import { describe, expect, it } from 'vitest';
import { gatewayAddress } from './gateway-address.ts';

describe('gateway address', () => {
  it('is 10.<octet>.80.<gateway>, and none without an octet or for a number that is not an address byte', () => {
    expect(gatewayAddress(21, '3')).toBe('http://10.21.80.3');
    expect(gatewayAddress(22, '012')).toBe('http://10.22.80.12');
    expect(gatewayAddress(null, '3')).toBeNull();
    expect(gatewayAddress(21, '256')).toBeNull();
    expect(gatewayAddress(21, 'x')).toBeNull();
  });
});
