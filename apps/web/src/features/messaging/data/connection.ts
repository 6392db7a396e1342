/**
 * The Messaging screen's connection: MessagingProvider (at the screen's root) keeps one STOMP connection
 * for the chosen account, through a MessagingEngine (engine.ts); a new account (or none) disconnects
 * the old one first. The broker is the environment's stompUrl (GET /environment.json of a pinned
 * deployment, for its own environment), else this server's /ws; the browser sends the session cookie
 * with the WebSocket upgrade and CONNECT names the account (login) and its domain (host).
 * Hooks below the provider read the live state (useLiveState) and the connection (useConnection).
 */
import type { EnvironmentFile } from '@portside/contract';
import type { ChatMessage, ConversationList } from '@portside/contract/messaging';
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { sessionCan } from '../../../kit/session/permissions.ts';
import { useSession } from '../../../kit/session/use-session.ts';
import { useEnvironmentFile } from '../../auth/api/use-environments.ts';
import { accountKey, type MessagingAccount } from './account.ts';
import { MessagingEngine } from './engine.ts';
import { messagingKeys } from './keys.ts';
import type { ConnectionState, LiveState } from './live-store.ts';
import { notifyMessage } from './notify.ts';
import { type MessagingDatabase, openMessagingDb } from './queue.ts';
import { getSyncPage } from './sync.ts';
import { type StompTransport, type StompTransportOptions, stompTransport } from './transport.ts';

export type { ConnectionState } from './live-store.ts';
export { requestNotificationPermission } from './notify.ts';

interface MessagingContextValue {
  engine: MessagingEngine | null;
  account: MessagingAccount | null;
}

const MessagingContext = createContext<MessagingContextValue>({ engine: null, account: null });

/** The provider's account and its engine (null while there is no account, or before it started). */
export function useMessagingContext(): MessagingContextValue {
  return useContext(MessagingContext);
}

let database: Promise<MessagingDatabase> | null = null;

/** The browser's messaging database, opened once per page. */
function messagingDb(): Promise<MessagingDatabase> {
  if (!database) {
    database = openMessagingDb();
    database.catch(() => {
      database = null;
    });
  }
  return database;
}

/**
 * The STOMP broker's address: a pinned deployment's stompUrl for its own environment; otherwise (and
 * when the roster leaves it empty) this server's /ws, as ws: or wss: like the page.
 */
export function stompUrlFor(
  file: Pick<EnvironmentFile, 'code' | 'stompUrl'> | null | undefined,
  environmentCode: string | undefined,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  if (file?.stompUrl && file.code === environmentCode) return file.stompUrl;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

function useStompUrl(): string | null {
  const session = useSession().data;
  const file = useEnvironmentFile();
  if (file.isPending) return null;
  return stompUrlFor(file.data, session?.environment.code, window.location);
}

/** The names of a conversation the conversation list knows (for a notification's title). */
function peerNames(client: QueryClient, account: string, peer: string): string | null {
  const lists = client.getQueriesData<InfiniteData<ConversationList>>({
    queryKey: messagingKeys.conversations(account),
  });
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      const row = page.data.find((r) => r.peer === peer);
      if (row && row.peer_names.length > 0) return row.peer_names.join(', ');
    }
  }
  return null;
}

export function MessagingProvider(props: {
  account: MessagingAccount | null;
  children: ReactNode;
  /** Tests only: the STOMP transport (default: @stomp/stompjs). */
  createTransport?: (options: StompTransportOptions) => StompTransport;
}) {
  const { account, children } = props;
  const client = useQueryClient();
  const url = useStompUrl();
  const key = account ? accountKey(account) : null;
  const accountRef = useRef(account);
  accountRef.current = account;
  const factoryRef = useRef(props.createTransport ?? stompTransport);
  const [engine, setEngine] = useState<{ key: string; engine: MessagingEngine } | null>(null);
  const session = useSession().data;
  const readOnly = session ? !sessionCan(session, 'messaging.write') : true;

  useEffect(() => {
    const current = accountRef.current;
    if (!key || !current || !url) {
      setEngine(null);
      return;
    }
    const next = new MessagingEngine({
      account: { username: current.username, key },
      transport: factoryRef.current({ url, login: current.username, host: current.domain }),
      db: messagingDb(),
      fetchSync: (after) => getSyncPage(current.username, after),
      reloadList: () => void client.invalidateQueries({ queryKey: messagingKeys.conversations(key) }),
      notify: (message: ChatMessage, peer: string) =>
        notifyMessage(message, peer, peerNames(client, key, peer)),
      readOnly,
    });
    setEngine({ key, engine: next });
    void next.start();
    return () => {
      void next.stop();
    };
  }, [key, url, client, readOnly]);

  const value = useMemo<MessagingContextValue>(
    () => ({ engine: engine && engine.key === key ? engine.engine : null, account }),
    [engine, key, account],
  );
  return createElement(MessagingContext.Provider, { value }, children);
}

const noSubscription = () => () => {};
const noState = () => null;

/** The live state of the provider's connection; null without an account. */
export function useLiveState(): LiveState | null {
  const { engine } = useMessagingContext();
  const store = engine?.store;
  return useSyncExternalStore(store ? store.subscribe : noSubscription, store ? store.getSnapshot : noState);
}

export function useConnection(): {
  state: ConnectionState;
  /** While disconnected: how long until the next attempt (ms); null when none is planned. */
  nextRetryInMs: number | null;
  retryNow(): void;
  /** The server's last ERROR sentence since the last CONNECTED (e.g. a refused login), else null. */
  error: string | null;
} {
  const { engine, account } = useMessagingContext();
  const live = useLiveState();
  const state: ConnectionState = live?.connection.state ?? (account ? 'connecting' : 'disconnected');
  const retryAt = live?.connection.state === 'disconnected' ? live.connection.retryAt : null;
  // A countdown: re-render every second while an attempt is planned.
  const [, setTick] = useState(0);
  useEffect(() => {
    if (retryAt === null) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [retryAt]);
  const nextRetryInMs = retryAt === null ? null : Math.max(0, retryAt - Date.now());
  const error = live?.connection.error ?? null;
  return useMemo(
    () => ({ state, nextRetryInMs, retryNow: () => engine?.retryNow(), error }),
    [state, nextRetryInMs, engine, error],
  );
}
