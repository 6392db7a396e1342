/**
 * Export Data of the conversation list (spec 000 §1, §9): every conversation of the account matching
 * the search, read again from the server in pages of the largest size it answers, up to 10,000 rows,
 * then written as CSV in the browser (kit/client-export.ts).
 */
import { MAX_PAGE_SIZE } from '@portside/contract/constants';
import type { Conversation, ConversationList } from '@portside/contract/messaging';
import { api, query } from '../../../kit/api-client.ts';

/** Spec 000 §9: the conversation list loads up to 10,000. */
export const EXPORT_MAX_ROWS = 10_000;

export async function fetchAllConversations(user: string, search: string): Promise<Conversation[]> {
  const rows: Conversation[] = [];
  for (let page = 1; rows.length < EXPORT_MAX_ROWS; page++) {
    const answer = await api.get<ConversationList>(
      `/v3/chat/message${query({ user, newestOnly: 'true', search, page, pagesize: MAX_PAGE_SIZE })}`,
    );
    rows.push(...answer.data);
    if (answer.data.length < MAX_PAGE_SIZE || rows.length >= answer.total) break;
  }
  return rows.slice(0, EXPORT_MAX_ROWS);
}
