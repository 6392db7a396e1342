/**
 * Small typed access to localStorage: private mode or a full disk must never break a screen.
 * Keys are versioned (".v5") like the original console's saved session.
 */
export const storageKeys = {
  /** The last sign-in: environment chosen in the login picker, and the domain of a pending PIN login. */
  login: 'portside.login.v5',
  /** Side bar collapsed or not, per signed-in user (spec 000 §2.5): `owner` from `sidebarOwner`. */
  sidebar: (owner: string) => `portside.sidebar.${owner}.v5`,
  /** Visible columns of one list screen (spec 001 §9: a separate key per screen), e.g. 'extensions'. */
  listColumns: (screen: string) => `portside.columns.${screen}.v5`,
  /** The Messaging screen's chosen account (spec 000 §3 "omni"), per signed-in user and environment code. */
  messagingAccount: (owner: string, environment: string) =>
    `portside.messaging.account.${owner}.${environment}.v5`,
  /** The language chosen in this browser (a signed-in person's follows them from the server too). */
  language: 'portside.language.v5',
  /** Set once the browser was asked for permission to show notifications of new messages. */
  messagingNotifications: 'portside.messaging.notifications.v5',
} as const;

/**
 * Who a side bar choice belongs to. A user name alone is shared by every ship's `admin`, so it goes with
 * what places the account: a domain user as <name>#<user id> (the id is unique in the fleet; the session does not carry the
 * user's home domain, and the current environment changes when they switch ships), an extension signed in
 * by code as <extension>@<domain> (it cannot switch, so the environment is its home).
 */
export function sidebarOwner(session: {
  kind: 'user' | 'extension';
  user_uuid: string | null;
  username: string;
  environment: { domain: string };
}): string {
  if (session.kind === 'user' && session.user_uuid) return `${session.username}#${session.user_uuid}`;
  return `${session.username}@${session.environment.domain}`;
}

export function readJson<T>(key: string): T | null {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the choice simply is not remembered.
  }
}
