/**
 * Directory (spec 001 §2 'Directory'): count, the add (+) button, column chooser (ID, Name, Type,
 * Phones; the last three by default), export (file users), rows and Load More. Add opens Create
 * Directory; a row (or its name) opens Update Directory; a nested Add new Number opens from either. The
 * add button and Update Directory only for a role that may change the directory: for others the list is
 * read only (names as plain text, a row opens nothing), search and export stay.
 */
import { ActionIcon, Anchor, Group, Text, Tooltip } from '@mantine/core';
import type { Contact, ContactList } from '@portside/contract/directory';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { type TFunction, useT } from '../../kit/i18n/index.ts';
import { type ListColumn, ListScreen, useListController } from '../../kit/list/index.ts';
import { useCan } from '../../kit/session/permissions.ts';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import { contactsPath, directoryKey } from './api/directory-api.ts';
import { CreateContactModal, UpdateContactModal } from './contact-modal.tsx';
import { channelName } from './phone-list.tsx';

const LIST_PARAMS = { withExtraInfo: 'true', orderby: 'insert_date', order: 'DESC' };

/** `open` is null for a role that may only read: the name is then plain text. */
function contactColumns(t: TFunction, open: ((c: Contact) => void) | null): ListColumn<Contact>[] {
  return [
    { id: 'contact_uuid', title: t('directory.id'), defaultVisible: false },
    {
      id: 'contact_name_given',
      title: t('directory.name'),
      overflow: 'wrap',
      render: (c) =>
        open === null ? (
          c.contact_name_given
        ) : (
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="left"
            aria-label={t('directory.openRow', { name: c.contact_name_given })}
            onClick={(event) => {
              event.stopPropagation();
              open(c);
            }}
          >
            {c.contact_name_given}
          </Anchor>
        ),
    },
    {
      id: 'contact_type',
      title: t('directory.type'),
      // Text, not a badge: a badge's label is cut to '…' when a phone's table is narrow.
      render: (c) => (
        <Text size="sm" span fw={500} c={c.contact_type === 'user' ? 'blue.8' : 'grape.8'}>
          {t(`directory.types.${c.contact_type}`)}
        </Text>
      ),
    },
    {
      id: 'phones',
      title: t('directory.phones'),
      overflow: 'wrap',
      render: (c) =>
        c.phones && c.phones.length > 0 ? (
          <Group gap={4} style={{ columnGap: 16 }}>
            {c.phones.map((p) => (
              <Text key={p.contact_phone_uuid} size="sm" span>
                <Text span size="xs" c="dimmed">
                  {channelName(t, p.phone_label)}
                </Text>{' '}
                {p.phone_number}
              </Text>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed" span>
            {t('directory.noPhones')}
          </Text>
        ),
    },
  ];
}

export function DirectoryScreen() {
  const t = useT();
  const { domain } = useCurrentSession().environment;
  const canWrite = useCan('directory.write');
  const [creating, setCreating] = useState(false);
  const [current, setCurrent] = useState<Contact | null>(null);
  const [updating, setUpdating] = useState(false);
  const list = useListController({
    queryKey: directoryKey(domain),
    path: contactsPath(domain),
    params: LIST_PARAMS,
    page: (a: ContactList) => ({ rows: a.data, total: a.total, totalKind: a.total_kind }),
  });
  const open = useCallback((c: Contact) => {
    setCurrent(c);
    setUpdating(true);
  }, []);
  const columns = useMemo(() => contactColumns(t, canWrite ? open : null), [t, open, canWrite]);

  return (
    <>
      <ListScreen
        title={t('screens.directory')}
        screen="directory"
        list={list}
        columns={columns}
        rowKey="contact_uuid"
        searchPlaceholder={t('directory.search')}
        onRowClick={canWrite ? open : undefined}
        actions={
          canWrite ? (
            <Tooltip label={t('directory.add')}>
              <ActionIcon size={36} aria-label={t('directory.add')} onClick={() => setCreating(true)}>
                <IconPlus size={20} />
              </ActionIcon>
            </Tooltip>
          ) : null
        }
      />
      {canWrite ? (
        <>
          <CreateContactModal domain={domain} opened={creating} onClose={() => setCreating(false)} />
          <UpdateContactModal
            domain={domain}
            opened={updating}
            contact={current}
            onClose={() => setUpdating(false)}
          />
        </>
      ) : null}
    </>
  );
}
