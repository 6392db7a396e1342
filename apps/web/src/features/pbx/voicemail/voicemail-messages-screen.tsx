/**
 * Messages (spec 001 §2): the messages left in one voicemail box (the route's parameter is the voicemail
 * id): caller name, caller number, length in seconds ('42s'), the date from created_epoch; search, column
 * chooser, export (file voicemail-messages) and Load More.
 */
import type { VoicemailMessage, VoicemailMessageList } from '@portside/contract/pbx/voicemail';
import { useParams } from 'react-router';
import { useT } from '../../../kit/i18n/index.ts';
import { formatListDate, type ListColumn, ListScreen, useListController } from '../../../kit/list/index.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { voicemailKey, voicemailPath } from './api/voicemail-api.ts';

export function VoicemailMessagesScreen() {
  const t = useT();
  const { domain } = useCurrentSession().environment;
  const id = useParams().extension ?? '';
  const list = useListController({
    queryKey: voicemailKey(domain),
    path: `${voicemailPath(domain, id)}/message`,
    page: (answer: VoicemailMessageList) => ({
      rows: answer.voicemailmessages,
      total: answer.total,
      totalKind: answer.total_kind,
    }),
  });

  const columns: ListColumn<VoicemailMessage>[] = [
    { id: 'voicemail_message_uuid', title: t('voicemail.id'), defaultVisible: false },
    { id: 'voicemail_id', title: t('voicemail.mailbox'), defaultVisible: false },
    { id: 'caller_id_name', title: t('voicemail.callerName'), overflow: 'wrap' },
    { id: 'caller_id_number', title: t('voicemail.callerNumber') },
    {
      id: 'message_length',
      title: t('voicemail.length'),
      textAlign: 'right',
      render: (row) => t('voicemail.seconds', { seconds: row.message_length }),
    },
    {
      id: 'created_epoch',
      title: t('voicemail.messageDate'),
      render: (row) => formatListDate(row.created_epoch * 1000),
    },
  ];

  return (
    <ListScreen
      title={t('voicemail.messagesTitle', { id })}
      screen="voicemailmessages"
      list={list}
      columns={columns}
      rowKey="voicemail_message_uuid"
      searchPlaceholder={t('voicemail.searchMessages')}
    />
  );
}
