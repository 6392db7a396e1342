/**
 * The messaging account this console user chose (spec 000 §3: the session's "omni" account: username,
 * name, domain). Stored in localStorage per signed-in user and environment, so a switch of ship or of
 * user never reuses another's choice; every component reading it re-renders when it changes (and when
 * another tab changes it). The connection (connection.ts) follows it: a new account disconnects the old
 * connection and connects the new one.
 */
import type { Session } from '@portside/contract';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { sidebarOwner, storageKeys, writeJson } from '../../../kit/local-store.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';

export interface MessagingAccount {
  /** The extension number, the STOMP login. */
  username: string;
  name: string;
  domain: string;
}

/** The local storage key of the account chosen by this session's user on its current environment. */
export function accountStorageKey(session: Session): string {
  return storageKeys.messagingAccount(sidebarOwner(session), session.environment.code);
}

/** One account's identity in the browser's stores (outbox, stream cursor, query keys): ext@domain. */
export function accountKey(account: MessagingAccount): string {
  return `${account.username}@${account.domain}`;
}

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('portside.messaging.account.')) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Parses a stored choice; anything else (an old shape, another domain's account) is no choice. */
export function parseAccount(text: string | null, domain: string): MessagingAccount | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const { username, name, domain: accountDomain } = value as Record<string, unknown>;
    if (typeof username !== 'string' || !/^[0-9]+$/.test(username)) return null;
    if (typeof accountDomain !== 'string' || accountDomain !== domain) return null;
    return { username, name: typeof name === 'string' ? name : username, domain: accountDomain };
  } catch {
    return null;
  }
}

export function useMessagingAccount(): {
  account: MessagingAccount | null;
  choose(account: MessagingAccount): void;
  clear(): void;
} {
  const session = useCurrentSession();
  const key = accountStorageKey(session);
  const domain = session.environment.domain;
  const raw = useSyncExternalStore(subscribe, () => readRaw(key));
  const account = useMemo(() => parseAccount(raw, domain), [raw, domain]);

  const choose = useCallback(
    (next: MessagingAccount) => {
      writeJson(key, { username: next.username, name: next.name, domain: next.domain });
      for (const listener of listeners) listener();
    },
    [key],
  );
  const clear = useCallback(() => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage unavailable: nothing was remembered either.
    }
    for (const listener of listeners) listener();
  }, [key]);

  return { account, choose, clear };
}
