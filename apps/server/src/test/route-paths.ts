/**
 * A callable path for any API route of the fixtures' app, for the tests that walk `app.routeTable` (the
 * route sweep, the NUL guard): each path parameter gets a plausible value, enough to pass the guard
 * (validation may still refuse it). A new parameter name must be given one here, or those tests fail.
 */
import type { RouteEntry } from '../platform/access.ts';
import { A } from './fixtures.ts';

/** The extension the sweeps sign in as by code: the fixtures' 2101 on Alpha. */
export const OWN_EXTENSION = '2101';

export const PARAM_VALUES: Readonly<Record<string, string>> = {
  domain: A,
  ext: OWN_EXTENSION,
  extension: OWN_EXTENSION,
  number: '2102',
  id: '7',
  mac: '001122334455',
  status: 'pending',
  tab: 'pending',
  type: 'cabin',
  rate: '1',
  code: 'AAA',
  contact_uuid: '00000000-0000-4000-8000-000000000000',
  contact_phone_uuid: '00000000-0000-4000-8000-000000000000',
  tariff: '1',
  channel: 'sms',
  group_number: '18000',
  kind: 'extension',
  box: '2101',
};

/** The route's path with every parameter filled in; `override` puts another value in one of them. */
export function routePath(route: RouteEntry, override?: [name: string, value: string]): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    if (override?.[0] === name) return override[1];
    const value = PARAM_VALUES[name];
    if (value === undefined) throw new Error(`no test value for :${name} in ${route.url}`);
    return value;
  });
}
