/** The rules of the user dialogs and rows, as each role meets them (issue 10 item 3). */
import type { User } from '@portside/contract/users';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../test/fixtures.ts';
import {
  grantChoices,
  mayManageUser,
  passwordError,
  roleChoices,
  toUpdateBody,
  userFormOf,
} from './user-form.ts';

const aUser = (overrides: Partial<User> = {}): User => ({
  user_uuid: 'u-2',
  username: 'maria.lopez',
  user_email: 'maria@example.com',
  user_enabled: 'true',
  role: 'operator',
  grants: [],
  contact: { contact_name_given: 'Maria Lopez' },
  insert_date: '2026-01-05T15:04:00Z',
  ...overrides,
});

describe('roleChoices', () => {
  it('offers each role its own and the ones below it, and nothing to a role that does not manage users', () => {
    expect(roleChoices('org_admin')).toEqual([
      'org_admin',
      'ship_admin',
      'operator',
      'billing_clerk',
      'auditor',
    ]);
    expect(roleChoices('ship_admin')).toEqual(['ship_admin', 'operator', 'billing_clerk', 'auditor']);
    for (const role of ['operator', 'billing_clerk', 'auditor', 'extension'] as const) {
      expect(roleChoices(role), role).toEqual([]);
    }
  });
});

describe('passwordError', () => {
  it('asks for 10 characters, refuses the username in any case, and lets an empty one through on edit', () => {
    expect(passwordError('nine-char', 'chef', 'create')).toBe('length');
    expect(passwordError('', 'chef', 'create')).toBe('length');
    expect(passwordError('', 'chef', 'edit')).toBeNull();
    expect(passwordError('Chef.Galley', 'chef.galley', 'edit')).toBe('username');
    expect(passwordError('galley-secret', 'chef', 'create')).toBeNull();
  });
});

describe('mayManageUser', () => {
  const ship = aSession({ role: 'ship_admin', user_uuid: 'u-1' });

  it('refuses rows above the role and rows granted a ship the signed-in user is not', () => {
    expect(mayManageUser(ship, aUser({ role: 'org_admin' }))).toBe(false);
    expect(mayManageUser(ship, aUser({ role: 'ship_admin' }))).toBe(true);
    expect(mayManageUser(ship, aUser({ grants: ['KPL'] }))).toBe(true);
    expect(mayManageUser(ship, aUser({ grants: ['DPL'] }))).toBe(false);
    expect(mayManageUser(aSession({ role: 'auditor' }), aUser({ role: 'auditor' }))).toBe(false);
  });
});

describe('grants', () => {
  it("are chosen among the signed-in user's environments other than the current one", () => {
    expect(grantChoices(aSession()).map((e) => e.code)).toEqual(['KPL']);
  });

  it('are sent as they are, and empty for an organisation administrator (who has every environment)', () => {
    const values = userFormOf(aUser({ grants: ['KPL'] }));
    expect(toUpdateBody(values)).toMatchObject({ grants: ['KPL'], role: 'operator', user_enabled: 'true' });
    expect(toUpdateBody({ ...values, role: 'org_admin', enabled: false })).toMatchObject({
      grants: [],
      user_enabled: 'false',
    });
    expect(toUpdateBody(values)).not.toHaveProperty('password');
  });
});
