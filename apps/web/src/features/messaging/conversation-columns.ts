/**
 * The conversation list's display columns (Manage Display Columns, spec 000 §2.7) and its Export Data:
 * what each row shows is the user's choice, remembered like any list's, at least one column; the
 * export writes the chosen columns of every conversation matching the search.
 */
import type { Conversation } from '@portside/contract/messaging';
import { fromWireDate } from '@portside/contract/messaging';
import { toCsv } from '../../kit/client-export.ts';
import type { TFunction } from '../../kit/i18n/index.ts';
import { formatListDate } from '../../kit/list/index.ts';
import { channelName } from './channels.tsx';
import { conversationTitle } from './peer.ts';

export const CONVERSATION_COLUMN_IDS = ['name', 'peer', 'channel', 'message', 'date', 'unread'] as const;
export type ConversationColumnId = (typeof CONVERSATION_COLUMN_IDS)[number];

export interface ConversationColumn {
  id: ConversationColumnId;
  title: string;
  defaultVisible?: boolean;
}

/** The column choice is stored under this screen name (kit/list useColumnChoice). */
export const CONVERSATION_COLUMNS_KEY = 'messaging-conversations';

export const conversationColumns = (t: TFunction): ConversationColumn[] =>
  CONVERSATION_COLUMN_IDS.map((id) => ({
    id,
    title: t(`messaging.columns.${id}`),
    defaultVisible: id !== 'peer',
  }));

/** A wire date as the local 'lll' of the spec (empty when unreadable). */
export const localDate = (wire: string, format = 'lll') => formatListDate(fromWireDate(wire), format);

function cellOf(t: TFunction, row: Conversation, id: ConversationColumnId, me: string | null) {
  switch (id) {
    case 'name':
      return conversationTitle(t, row.peer, row.peer_names, me);
    case 'peer':
      return row.peer;
    case 'channel':
      return channelName(t, row.channel);
    case 'message':
      return row.message;
    case 'date':
      return localDate(row.date);
    case 'unread':
      return row.unread;
  }
}

/** The CSV of the rows with the visible columns, in the columns' order. */
export function conversationsCsv(
  t: TFunction,
  rows: readonly Conversation[],
  visible: readonly string[],
  me: string | null,
): string {
  const columns = conversationColumns(t).filter((c) => visible.includes(c.id));
  return toCsv(
    columns.map((c) => c.title),
    rows.map((row) => columns.map((c) => cellOf(t, row, c.id, me))),
  );
}
