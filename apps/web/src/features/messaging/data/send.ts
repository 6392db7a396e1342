/**
 * Sending: the message is queued in the account's outbox (IndexedDB, survives a reload) with its own
 * messageid and resolves once queued; the engine sends the outbox in order whenever connected, and an
 * item leaves it only when the server's RECEIPT says it is stored. Until then the conversation shows it
 * as pending. A group address joins its members with ':' (groupAddress() of the contract).
 * A draft the contract refuses (no text, over 4,000 characters, a bad address) rejects with a sentence.
 */
import type { Channel } from '@portside/contract/messaging';
import { useCallback } from 'react';
import { t } from '../../../kit/i18n/index.ts';
import { useMessagingContext } from './connection.ts';

export function useSendMessage(): (draft: {
  address: string;
  message: string;
  channel: Channel;
}) => Promise<void> {
  const { engine } = useMessagingContext();
  return useCallback(
    async (draft) => {
      if (!engine) throw new Error(t('messagingLive.noAccount'));
      await engine.enqueue(draft);
    },
    [engine],
  );
}

/**
 * A message the server refused stays in the outbox, shown as failed, until the user takes it out:
 * resolves with its text (for the composer), or null if it was not a failed message.
 */
export function useDiscardFailed(): (messageid: string) => Promise<string | null> {
  const { engine } = useMessagingContext();
  return useCallback(async (messageid) => (engine ? engine.discard(messageid) : null), [engine]);
}
