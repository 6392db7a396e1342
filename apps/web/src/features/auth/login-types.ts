/**
 * Spec 000 §2.3: the two ways to sign in, and what each needs before the button activates.
 * The rules are @mantine/form validators rather than zod: zod would add ~35 KB gzip to the
 * login bundle for three "required" checks.
 */
import { isNotEmpty } from '@mantine/form';
import { IconDialpad, IconLock } from '@tabler/icons-react';
import type { I18nKey } from '../../kit/i18n/index.ts';

export type LoginTypeId = 'password' | 'pin';

export interface LoginType {
  id: LoginTypeId;
  icon: typeof IconLock;
  title: I18nKey;
}

export const LOGIN_TYPES: readonly LoginType[] = [
  { id: 'password', icon: IconLock, title: 'auth.types.password' },
  { id: 'pin', icon: IconDialpad, title: 'auth.types.pin' },
];

export interface LoginValues {
  mode: LoginTypeId;
  username: string;
  password: string;
  /** Environment code chosen in the picker (or auto-loaded). */
  environment: string;
}

const required = isNotEmpty();

/** Password mode needs username, password and environment; Pin mode username and environment. */
export const loginRules = {
  username: (value: string) => required(value.trim()),
  password: (value: string, values: LoginValues) => (values.mode === 'password' ? required(value) : null),
  environment: (value: string) => required(value),
};

export const isLoginComplete = (values: LoginValues): boolean =>
  values.username.trim() !== '' &&
  values.environment !== '' &&
  (values.mode === 'pin' || values.password !== '');
