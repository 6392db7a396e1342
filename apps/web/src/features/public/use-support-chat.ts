/**
 * The support chat of the widget (issue 12 item 6): opens a conversation with the support desk (POST
 * /v1/support/chat), keeps the token the server answers in localStorage so a reload finds the
 * conversation again, sends further messages, and reads the conversation by stream number in a loop of
 * waiting reads (the server answers as soon as the desk replies, or after SUPPORT_WAIT_MAX seconds). A
 * lost answer only repeats a read from the same number. Messages are plain text.
 */
import type { StartSupportChat, SupportChatPage, SupportMessage } from '@portside/contract/support';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../kit/api-client.ts';

export const SUPPORT_TOKEN_KEY = 'portside.supportChat.v1';
const WAIT_S = 25;
/** A read that brought nothing sooner than this is not repeated sooner (a proxy that answers at once). */
const IDLE_MS = 1000;
/** After a failed read (offline, server restarting). */
const RETRY_MS = 3000;

export interface ChatLine extends Pick<SupportMessage, 'messageid' | 'from' | 'message'> {
  /** Typed here, not yet read back from the server. */
  pending?: boolean;
}

const storedToken = () => {
  try {
    return localStorage.getItem(SUPPORT_TOKEN_KEY);
  } catch {
    return null;
  }
};
const newMessageId = () => `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useSupportChat() {
  const [token, setToken] = useState<string | null>(storedToken);
  const [visitor, setVisitor] = useState<{ name: string; email: string } | null>(null);
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [failed, setFailed] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const after = useRef(0);

  const take = useCallback((page: SupportChatPage) => {
    setVisitor({ name: page.name, email: page.email });
    after.current = page.last_seq;
    if (page.items.length === 0) return;
    setLines((current) => {
      const known = new Set(page.items.map((i) => i.messageid));
      const kept = current.filter((l) => !(l.pending && known.has(l.messageid)));
      const have = new Set(kept.map((l) => l.messageid));
      return [...kept, ...page.items.filter((i) => !have.has(i.messageid))];
    });
  }, []);

  const forget = useCallback(() => {
    localStorage.removeItem(SUPPORT_TOKEN_KEY);
    after.current = 0;
    setToken(null);
    setVisitor(null);
    setLines([]);
  }, []);

  useEffect(() => {
    if (!token) return;
    let stopped = false;
    void (async () => {
      let wait = 0;
      while (!stopped) {
        const asked = Date.now();
        try {
          const from = after.current;
          const page = await api.post<SupportChatPage>('/v1/support/chat/read', { token, after: from, wait });
          if (stopped) return;
          take(page);
          wait = page.more ? 0 : WAIT_S;
          if (page.last_seq === from && Date.now() - asked < IDLE_MS) await pause(IDLE_MS);
        } catch (error) {
          if (stopped) return;
          if (error instanceof ApiError && error.status === 401) return forget();
          await pause(RETRY_MS);
        }
      }
    })();
    return () => {
      stopped = true;
    };
  }, [token, take, forget]);

  const start = useCallback(async (fields: Omit<StartSupportChat, 'messageid'>) => {
    setBusy(true);
    setFailed(null);
    const messageid = newMessageId();
    try {
      const started = await api.post<{ token: string }>('/v1/support/chat', { ...fields, messageid });
      localStorage.setItem(SUPPORT_TOKEN_KEY, started.token);
      setLines([{ messageid, from: 'visitor', message: fields.message.trim(), pending: true }]);
      setToken(started.token);
    } catch (error) {
      setFailed(error instanceof ApiError ? error : new ApiError(0, null));
    } finally {
      setBusy(false);
    }
  }, []);

  const send = useCallback(
    async (message: string) => {
      if (!token) return;
      const messageid = newMessageId();
      setFailed(null);
      setLines((current) => [...current, { messageid, from: 'visitor', message, pending: true }]);
      try {
        await api.post('/v1/support/chat/message', { token, message, messageid });
      } catch (error) {
        setLines((current) => current.filter((l) => l.messageid !== messageid));
        setFailed(error instanceof ApiError ? error : new ApiError(0, null));
        if (error instanceof ApiError && error.status === 401) forget();
      }
    },
    [token, forget],
  );

  return { token, visitor, lines, failed, busy, start, send, forget };
}
