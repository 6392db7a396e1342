/**
 * Browser notifications of new messages while the console's tab is hidden (issue 11 item 7, beyond the
 * spec). The browser's permission is asked once, from a user's gesture on the Messaging screen
 * (requestNotificationPermission); without it nothing is shown.
 */
import { type ChatMessage, SYSTEM_SENDER } from '@portside/contract/messaging';
import { t } from '../../../kit/i18n/index.ts';
import { readJson, storageKeys, writeJson } from '../../../kit/local-store.ts';

export type NotificationAnswer = NotificationPermission | 'unsupported';

function supported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/** The browser's current answer, without asking. */
export function notificationPermission(): NotificationAnswer {
  return supported() ? Notification.permission : 'unsupported';
}

/**
 * Asks the browser for permission to show notifications, once per browser: call it from a click (a
 * browser ignores the question otherwise). Resolves to the answer; a second call does not ask again.
 */
export async function requestNotificationPermission(): Promise<NotificationAnswer> {
  if (!supported()) return 'unsupported';
  if (Notification.permission !== 'default' || readJson<boolean>(storageKeys.messagingNotifications)) {
    return Notification.permission;
  }
  writeJson(storageKeys.messagingNotifications, true);
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/** The longest text a notification shows of a message. */
const BODY_MAX = 200;

/**
 * Shows a notification of an incoming message when the tab is hidden and the browser allows it; one per
 * conversation at a time (a newer one replaces it). `from` names the conversation when known.
 */
export function notifyMessage(message: ChatMessage, peer: string, from: string | null): void {
  if (!supported() || Notification.permission !== 'granted') return;
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') return;
  const name = message.sender === SYSTEM_SENDER ? t('messagingLive.systemSender') : (from ?? message.sender);
  const text =
    message.message.length > BODY_MAX ? `${message.message.slice(0, BODY_MAX - 1)}…` : message.message;
  try {
    const notification = new Notification(t('messagingLive.notificationTitle', { from: name }), {
      body: text,
      tag: `portside-messaging-${peer}`,
    });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Some browsers allow notifications only from a service worker: then there is none.
  }
}
