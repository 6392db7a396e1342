/**
 * User Extensions (spec 001 User Details): the user's extensions (page 1 of 10,000 from the server,
 * searchable), Add Extension, and per row Remove from user (it unlinks; the extension stays).
 */
import { ActionIcon, Button, Group, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { User, UserExtension } from '@portside/contract/users';
import { IconPlus, IconUnlink } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { type TFunction, useT } from '../../kit/i18n/index.ts';
import {
  ColumnChooser,
  ListBody,
  type ListColumn,
  ListToolbar,
  SEARCH_MIN_LENGTH,
  SearchBox,
  useColumnChoice,
} from '../../kit/list/index.ts';
import { AddUserExtensionModal } from './add-user-extension-modal.tsx';
import { useUserExtensions } from './api/user-details-api.ts';
import { DeleteUserExtensionModal } from './delete-user-extension-modal.tsx';

function extensionColumns(t: TFunction, remove: (row: UserExtension) => void): ListColumn<UserExtension>[] {
  return [
    { id: 'extension', title: t('users.details.extension') },
    { id: 'effective_caller_id_name', title: t('users.details.callerName'), overflow: 'wrap' },
    { id: 'description', title: t('users.details.description'), overflow: 'wrap' },
    {
      id: 'toll_allow',
      title: t('users.details.tollAllow'),
      render: (row) => (row.toll_allow === 't' ? t('users.details.yes') : t('users.details.no')),
    },
    { id: 'extension_user_insert_date', title: t('users.details.linked'), date: true, defaultVisible: false },
    {
      id: 'delete',
      title: t('users.details.removeColumn'),
      action: true,
      textAlign: 'right',
      render: (row) => {
        const label = t('users.details.deleteRow', { extension: row.extension });
        return (
          <Tooltip label={label}>
            <ActionIcon variant="subtle" color="red" aria-label={label} onClick={() => remove(row)}>
              <IconUnlink size={18} />
            </ActionIcon>
          </Tooltip>
        );
      },
    },
  ];
}

export function UserExtensionsSection({ domain, user }: { domain: string; user: User }) {
  const t = useT();
  const [searchInput, setSearchInput] = useState('');
  const [debounced] = useDebouncedValue(searchInput.trim(), 300);
  const search = debounced.length >= SEARCH_MIN_LENGTH ? debounced : '';
  const list = useUserExtensions(domain, user.user_uuid, search);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<UserExtension | null>(null);
  const [removeOpen, setRemoveOpen] = useState(false);
  const columns = useMemo(
    () =>
      extensionColumns(t, (row) => {
        setRemoving(row);
        setRemoveOpen(true);
      }),
    [t],
  );
  const choice = useColumnChoice('user-extensions', columns);
  const title = t('users.details.userExtensions');

  return (
    <section aria-label={title}>
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
          {t('users.details.addExtension')}
        </Button>
      </Group>
      <ListToolbar search={<SearchBox value={searchInput} onChange={setSearchInput} />}>
        <ColumnChooser columns={columns} visible={choice.visible} onToggle={choice.toggle} />
      </ListToolbar>
      <ListBody
        label={title}
        rows={list.data?.data ?? []}
        total={list.isError ? 0 : (list.data?.total ?? null)}
        columns={columns}
        visible={choice.visible}
        rowKey="extension_uuid"
        fetching={list.isFetching}
        failed={list.isError}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      <AddUserExtensionModal domain={domain} user={user} opened={adding} onClose={() => setAdding(false)} />
      <DeleteUserExtensionModal
        domain={domain}
        user={user}
        row={removing}
        opened={removeOpen}
        onClose={() => setRemoveOpen(false)}
      />
    </section>
  );
}
