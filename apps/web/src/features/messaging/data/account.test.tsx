/** The chosen messaging account (localStorage, per signed-in user and environment) and notifications. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sessionKey } from '../../../kit/session/use-session.ts';
import { aSession } from '../../../test/fixtures.ts';
import { useMessagingAccount } from './account.ts';
import { stompUrlFor } from './connection.ts';
import { notifyMessage, requestNotificationPermission } from './notify.ts';
import { aMessage } from './testing.ts';

const desk = { username: '99982101', name: 'Guest Services', domain: 'cpl.portside.example' };

function wrapperFor(session = aSession()) {
  const client = new QueryClient();
  client.setQueryData(sessionKey, session);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useMessagingAccount', () => {
  it('remembers the choice for this user on this environment, for every reader, until cleared', () => {
    const wrapper = wrapperFor();
    const first = renderHook(() => useMessagingAccount(), { wrapper });
    const second = renderHook(() => useMessagingAccount(), { wrapper });
    expect(first.result.current.account).toBeNull();
    act(() => first.result.current.choose(desk));
    expect(first.result.current.account).toEqual(desk);
    expect(second.result.current.account).toEqual(desk);
    expect(window.localStorage.getItem('portside.messaging.account.admin#u-1.CPL.v5')).toBe(
      JSON.stringify(desk),
    );

    // Another user, or the same user on another ship, has its own choice.
    expect(
      renderHook(() => useMessagingAccount(), { wrapper: wrapperFor(aSession({ user_uuid: 'u-2' })) }).result
        .current.account,
    ).toBeNull();
    const kpl = { name: 'Crown Princess', code: 'KPL', domain: 'kpl.portside.example' };
    expect(
      renderHook(() => useMessagingAccount(), { wrapper: wrapperFor(aSession({ environment: kpl })) }).result
        .current.account,
    ).toBeNull();

    act(() => second.result.current.clear());
    expect(first.result.current.account).toBeNull();
  });

  it('ignores a stored account of another domain', () => {
    window.localStorage.setItem(
      'portside.messaging.account.admin#u-1.CPL.v5',
      JSON.stringify({ ...desk, domain: 'kpl.portside.example' }),
    );
    const { result } = renderHook(() => useMessagingAccount(), { wrapper: wrapperFor() });
    expect(result.current.account).toBeNull();
  });
});

describe('stompUrlFor', () => {
  const here = { protocol: 'https:', host: 'portside.example' };
  it('is this server’s /ws unless a pinned deployment names another for its own environment', () => {
    expect(stompUrlFor(null, 'CPL', here)).toBe('wss://portside.example/ws');
    expect(stompUrlFor(null, 'CPL', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/ws',
    );
    expect(stompUrlFor({ code: 'CPL', stompUrl: 'wss://chat.example/ws' }, 'CPL', here)).toBe(
      'wss://chat.example/ws',
    );
    expect(stompUrlFor({ code: 'CPL', stompUrl: 'wss://chat.example/ws' }, 'KPL', here)).toBe(
      'wss://portside.example/ws',
    );
    expect(stompUrlFor({ code: 'CPL', stompUrl: '' }, 'CPL', here)).toBe('wss://portside.example/ws');
  });
});

class NotificationStub {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(async () => {
    NotificationStub.permission = 'granted';
    return NotificationStub.permission;
  });
  static shown: { title: string; options?: NotificationOptions }[] = [];
  onclick: (() => void) | null = null;
  constructor(title: string, options?: NotificationOptions) {
    NotificationStub.shown.push({ title, options });
  }
  close() {}
}

function stubNotifications(permission: NotificationPermission) {
  NotificationStub.permission = permission;
  NotificationStub.shown = [];
  NotificationStub.requestPermission.mockClear();
  vi.stubGlobal('Notification', NotificationStub);
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('notifications', () => {
  it('asks the browser once', async () => {
    stubNotifications('default');
    expect(await requestNotificationPermission()).toBe('granted');
    NotificationStub.permission = 'default';
    expect(await requestNotificationPermission()).toBe('default');
    expect(NotificationStub.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('shows a new message only while the tab is hidden and the browser allows it', () => {
    stubNotifications('granted');
    const message = aMessage({ sender: '99982102', message: 'Cabin 8012 needs towels' });
    setVisibility('visible');
    notifyMessage(message, '99982102', 'Housekeeping');
    expect(NotificationStub.shown).toEqual([]);

    setVisibility('hidden');
    notifyMessage(message, '99982102', 'Housekeeping');
    notifyMessage(aMessage({ sender: '1', message: 'Drill at 10:00' }), '99982102', null);
    expect(NotificationStub.shown).toEqual([
      {
        title: 'New message from Housekeeping',
        options: { body: 'Cabin 8012 needs towels', tag: 'portside-messaging-99982102' },
      },
      {
        title: 'New message from System Message',
        options: { body: 'Drill at 10:00', tag: 'portside-messaging-99982102' },
      },
    ]);

    stubNotifications('denied');
    notifyMessage(message, '99982102', null);
    expect(NotificationStub.shown).toEqual([]);
    setVisibility('visible');
  });
});
