import { describe, expect, it } from 'vitest';
import { countActiveFilters, type FilterValues, toQueryString } from './list-params.ts';

describe('list params', () => {
  it('skips empty values and sends flags as text', () => {
    expect(toQueryString({ search: '', a: ' x ', n: 0, f: true, g: false, u: undefined, z: null })).toBe(
      '?a=x&n=0&f=true&g=false',
    );
    expect(toQueryString({ search: '  ' })).toBe('');
  });

  it('counts the filters that differ from the defaults; blank and unticked ones do not count', () => {
    const defaults: FilterValues = { name: '', type: null, flag: false, order: 'DESC' };
    expect(countActiveFilters(defaults, defaults)).toBe(0);
    expect(countActiveFilters({ ...defaults, name: '  ' }, defaults)).toBe(0);
    expect(countActiveFilters({ name: 'a', type: 'ip', flag: true, order: 'DESC' }, defaults)).toBe(3);
    expect(countActiveFilters({ ...defaults, order: 'ASC' }, defaults)).toBe(1);
  });
});
