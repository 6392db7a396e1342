/**
 * Users (spec 001 §2 'Users'): search, count, Add User, column chooser, export (file users), rows and
 * Load More. Pressing a row (or its name) opens User Details; Edit opens the row's edit dialog.
 */
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import type { User, UserList } from '@portside/contract/users';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type TFunction, useT } from '../../kit/i18n/index.ts';
import { type ListColumn, ListScreen, RowAction, useListController } from '../../kit/list/index.ts';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import { usersKey, usersPath } from './api/users-api.ts';
import { noUserFilters, UserFilterFields, userFilterParams } from './user-filters.tsx';
import { UserFormModal } from './user-form-modal.tsx';

const LIST_PARAMS = { withExtraInfo: 'true' };

function userColumns(t: TFunction, edit: (user: User) => void): ListColumn<User>[] {
  return [
    { id: 'user_uuid', title: t('users.id'), defaultVisible: false },
    {
      id: 'contact_name_given',
      title: t('users.name'),
      overflow: 'wrap',
      render: (row) => (
        <Anchor
          component={Link}
          to={`/userdetails/${row.user_uuid}`}
          size="sm"
          aria-label={t('users.openRow', { username: row.username })}
          onClick={(event) => event.stopPropagation()}
        >
          {row.contact.contact_name_given || row.username}
        </Anchor>
      ),
    },
    { id: 'username', title: t('users.username') },
    { id: 'user_email', title: t('users.email'), overflow: 'anywhere' },
    {
      id: 'extensions',
      title: t('users.extensions'),
      overflow: 'wrap',
      render: (row) =>
        row.extensions && row.extensions.length > 0 ? (
          <Group gap={4}>
            {row.extensions.map((e) => (
              <Badge key={e} variant="light" radius="sm" tt="none">
                {e}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed" span>
            —
          </Text>
        ),
    },
    {
      id: 'user_enabled',
      title: t('users.enabled'),
      defaultVisible: false,
      render: (row) => (
        <Badge variant="light" color={row.user_enabled === 'true' ? 'teal' : 'gray'} radius="sm" tt="none">
          {row.user_enabled === 'true' ? t('list.yes') : t('list.no')}
        </Badge>
      ),
    },
    { id: 'insert_date', title: t('users.created'), date: true, defaultVisible: false },
    {
      id: 'edit',
      title: t('users.edit'),
      action: true,
      textAlign: 'right',
      render: (row) => {
        const label = t('users.editRow', { username: row.username });
        return <RowAction label={label} onClick={() => edit(row)} />;
      },
    },
  ];
}

export function UsersScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { domain } = useCurrentSession().environment;
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const list = useListController({
    queryKey: usersKey(domain),
    path: usersPath(domain),
    params: LIST_PARAMS,
    filters: noUserFilters,
    filterParams: userFilterParams,
    page: (a: UserList) => ({ rows: a.data, total: a.total, totalKind: a.total_kind }),
  });
  const columns = useMemo(
    () =>
      userColumns(t, (user) => {
        setEditing(user);
        setEditOpen(true);
      }),
    [t],
  );

  return (
    <>
      <ListScreen
        title={t('screens.users')}
        screen="users"
        list={list}
        columns={columns}
        rowKey="user_uuid"
        searchPlaceholder={t('users.search')}
        advancedSearch={UserFilterFields}
        onRowClick={(row) => void navigate(`/userdetails/${row.user_uuid}`)}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
            {t('users.add')}
          </Button>
        }
      />
      <UserFormModal domain={domain} mode="create" opened={adding} onClose={() => setAdding(false)} />
      <UserFormModal
        domain={domain}
        mode="edit"
        opened={editOpen}
        user={editing}
        onClose={() => setEditOpen(false)}
      />
    </>
  );
}
