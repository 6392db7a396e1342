/**
 * Voicemails (spec 001 §2): search, add, column chooser, export (file voicemail), Load More. Pressing a
 * row (or its mailbox link, for the keyboard) opens Messages with the voicemail id; the row's Edit
 * button opens the edit dialog (update, disable, delete), its Settings button the mailbox settings
 * (greeting, 'E-mail the message'). Add and Edit only for a role that may change the
 * PBX; every role that reads the PBX opens the messages.
 */
import { Anchor, Badge, Button } from '@mantine/core';
import type { VoicemailBox, VoicemailList } from '@portside/contract/pbx/voicemail';
import { IconEdit, IconPlus, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../../kit/i18n/index.ts';
import {
  type ListColumn,
  ListScreen,
  RowAction,
  useListController,
  withoutActions,
} from '../../../kit/list/index.ts';
import { useCan } from '../../../kit/session/permissions.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { AddVoicemailDialog } from './add-voicemail-dialog.tsx';
import { voicemailKey, voicemailPath } from './api/voicemail-api.ts';
import { EditVoicemailDialog } from './edit-voicemail-dialog.tsx';
import { MailboxSettingsDialog } from './mailbox-settings-dialog.tsx';

/** A badge the table must not squeeze to 'EN…' on a phone. */
const KEEP_WHOLE = { minWidth: 'max-content' } as const;

export const messagesRoute = (id: string) => `/voicemailmessage/${encodeURIComponent(id)}`;

export function VoicemailScreen() {
  const t = useT();
  const { domain } = useCurrentSession().environment;
  const navigate = useNavigate();
  const canWrite = useCan('pbx.write');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<VoicemailBox | null>(null);
  const [configuring, setConfiguring] = useState<VoicemailBox | null>(null);
  const list = useListController({
    queryKey: voicemailKey(domain),
    path: `${voicemailPath(domain)}/box`,
    page: (answer: VoicemailList) => ({
      rows: answer.voicemailboxes,
      total: answer.total,
      totalKind: answer.total_kind,
    }),
  });

  const columns: ListColumn<VoicemailBox>[] = [
    { id: 'voicemail_uuid', title: t('voicemail.id'), defaultVisible: false },
    {
      id: 'voicemail_id',
      title: t('voicemail.mailbox'),
      render: (row) => (
        <Anchor
          component={Link}
          to={messagesRoute(row.voicemail_id)}
          size="sm"
          fw={600}
          aria-label={t('voicemail.openMessages', { id: row.voicemail_id })}
          onClick={(event) => event.stopPropagation()}
        >
          {row.voicemail_id}
        </Anchor>
      ),
    },
    { id: 'voicemail_description', title: t('voicemail.description'), overflow: 'wrap' },
    {
      id: 'voicemail_enabled',
      title: t('voicemail.status'),
      render: (row) =>
        row.voicemail_enabled === 'true' ? (
          <Badge color="teal" variant="light" style={KEEP_WHOLE}>
            {t('voicemail.enabled')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light" style={KEEP_WHOLE}>
            {t('voicemail.disabled')}
          </Badge>
        ),
    },
    { id: 'message_count', title: t('voicemail.messageCount'), textAlign: 'right' },
    { id: 'insert_date', title: t('voicemail.date'), date: true, defaultVisible: false },
    {
      id: 'edit',
      title: t('voicemail.edit'),
      action: true,
      textAlign: 'right',
      render: (row) => {
        const label = t('voicemail.editRow', { id: row.voicemail_id });
        return (
          <>
            <RowAction
              label={t('voicemail.settingsRow', { id: row.voicemail_id })}
              onClick={() => setConfiguring(row)}
              icon={<IconSettings size={18} />}
            />
            <RowAction label={label} onClick={() => setEditing(row)} icon={<IconEdit size={18} />} />
          </>
        );
      },
    },
  ];

  return (
    <>
      <ListScreen
        title={t('voicemail.title')}
        screen="voicemail"
        list={list}
        columns={canWrite ? columns : withoutActions(columns)}
        rowKey="voicemail_uuid"
        searchPlaceholder={t('voicemail.search')}
        onRowClick={(row) => void navigate(messagesRoute(row.voicemail_id))}
        actions={
          canWrite ? (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
              {t('voicemail.add')}
            </Button>
          ) : null
        }
      />
      {canWrite ? (
        <>
          <AddVoicemailDialog domain={domain} opened={adding} onClose={() => setAdding(false)} />
          <EditVoicemailDialog domain={domain} box={editing} onClose={() => setEditing(null)} />
          <MailboxSettingsDialog domain={domain} box={configuring} onClose={() => setConfiguring(null)} />
        </>
      ) : null}
    </>
  );
}
