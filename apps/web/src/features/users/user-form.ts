/**
 * The rules of the Add User and Edit User dialogs (spec 001 §5): create needs name, username, password
 * and email; update needs name and email (and keeps the username), and sends a password only when one
 * was typed. Formats follow the contract (username without spaces, password of 8 or more, an e-mail).
 */

import type { CreateUserInput, UpdateUserInput, User } from '@portside/contract/users';
import { UserEmail, Username, UserPassword } from '@portside/contract/users';

export interface UserFormValues {
  name: string;
  username: string;
  password: string;
  email: string;
}

export const emptyUserForm: UserFormValues = { name: '', username: '', password: '', email: '' };

export const userFormOf = (user: User): UserFormValues => ({
  name: user.contact.contact_name_given,
  username: user.username,
  password: '',
  email: user.user_email,
});

const filled = (v: string) => v.trim() !== '';

/** Create is enabled once every field is filled; update once name, username and email are. */
export function canSave(mode: 'create' | 'edit', v: UserFormValues): boolean {
  const base = filled(v.name) && filled(v.username) && filled(v.email);
  return mode === 'create' ? base && v.password !== '' : base;
}

export const isUsername = (v: string) => Username.safeParse(v).success;
export const isEmail = (v: string) => UserEmail.safeParse(v).success;
/** An empty password is fine on update (it is not sent). */
export const isPassword = (v: string, mode: 'create' | 'edit') =>
  (mode === 'edit' && v === '') || UserPassword.safeParse(v).success;

export function toCreateBody(v: UserFormValues): CreateUserInput {
  return {
    username: v.username.trim(),
    password: v.password,
    user_email: v.email.trim(),
    contactInfo: { contact_name_given: v.name.trim() },
  };
}

export function toUpdateBody(v: UserFormValues): UpdateUserInput {
  return {
    username: v.username.trim(),
    user_email: v.email.trim(),
    contactInfo: { contact_name_given: v.name.trim() },
    ...(v.password === '' ? {} : { password: v.password }),
  };
}
