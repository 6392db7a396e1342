/** The saved local sign-in (spec 000 §3 "user session stored locally"), without any secret. */
import { readJson, storageKeys, writeJson } from '../../kit/local-store.ts';

export interface SavedLogin {
  /** Environment code last chosen in the picker. */
  environment?: string;
  /** Domain of the environment a PIN login was started on, for the code screen. */
  domain?: string;
}

export const readSavedLogin = (): SavedLogin => readJson<SavedLogin>(storageKeys.login) ?? {};
export const saveLogin = (login: SavedLogin): void => writeJson(storageKeys.login, login);
