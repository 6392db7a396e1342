/**
 * The rules of the Add User and Edit User dialogs (spec 001 §5, issue 10 item 3): create needs name,
 * username, password and email; update needs name and email and sends a password only when one was typed.
 * Formats follow the contract (username without spaces, an e-mail, a password of 10 or more that is not
 * the username; the server also refuses common passwords, a list too big for the console). The role is
 * one the signed-in role may give; grants are among the signed-in user's own environments.
 */

import type { Session } from '@portside/contract';
import { assignableRoles, mayManageRole, type Role, type UserRole } from '@portside/contract/access';
import type { CreateUserInput, UpdateUserInput, User } from '@portside/contract/users';
import { passwordProblem, UserEmail, Username } from '@portside/contract/users';

export interface UserFormValues {
  name: string;
  username: string;
  password: string;
  email: string;
  role: UserRole;
  enabled: boolean;
  grants: string[];
}

export const emptyUserForm: UserFormValues = {
  name: '',
  username: '',
  password: '',
  email: '',
  role: 'operator',
  enabled: true,
  grants: [],
};

export const userFormOf = (user: User): UserFormValues => ({
  name: user.contact.contact_name_given,
  username: user.username,
  password: '',
  email: user.user_email,
  role: user.role,
  enabled: user.user_enabled === 'true',
  grants: user.grants,
});

const filled = (v: string) => v.trim() !== '';

/** Create is enabled once every field is filled; update once name, username and email are. */
export function canSave(mode: 'create' | 'edit', v: UserFormValues): boolean {
  const base = filled(v.name) && filled(v.username) && filled(v.email);
  return mode === 'create' ? base && v.password !== '' : base;
}

export const isUsername = (v: string) => Username.safeParse(v).success;
export const isEmail = (v: string) => UserEmail.safeParse(v).success;

/** Why the password is refused here (the server may still find it common), or null; empty is fine on update. */
export function passwordError(v: string, username: string, mode: 'create' | 'edit') {
  if (mode === 'edit' && v === '') return null;
  return passwordProblem(v, username);
}

/** The roles the signed-in role may give, highest first (its own and below). */
export const roleChoices = (actor: Role): UserRole[] => assignableRoles(actor);

/**
 * May the signed-in user edit or delete this row? Not a user above their role, nor one granted a ship
 * they are not (the server refuses both; the console does not offer them).
 */
export function mayManageUser(session: Session, user: User): boolean {
  if (!mayManageRole(session.role, user.role)) return false;
  return user.grants.every((code) => session.environments.some((e) => e.code === code));
}

/** The environments a user of the current one may be granted: the signed-in user's others. */
export const grantChoices = (session: Session) =>
  session.environments.filter((e) => e.code !== session.environment.code);

/** An organisation administrator acts on every environment of the organisation: grants say nothing. */
export const grantsApply = (role: UserRole) => role !== 'org_admin';

export function toCreateBody(v: UserFormValues): CreateUserInput {
  return {
    username: v.username.trim(),
    password: v.password,
    user_email: v.email.trim(),
    contactInfo: { contact_name_given: v.name.trim() },
    role: v.role,
    grants: grantsApply(v.role) ? v.grants : [],
  };
}

export function toUpdateBody(v: UserFormValues): UpdateUserInput {
  return {
    username: v.username.trim(),
    user_email: v.email.trim(),
    contactInfo: { contact_name_given: v.name.trim() },
    role: v.role,
    user_enabled: v.enabled ? 'true' : 'false',
    grants: grantsApply(v.role) ? v.grants : [],
    ...(v.password === '' ? {} : { password: v.password }),
  };
}
