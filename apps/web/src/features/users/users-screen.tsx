/**
 * Users (spec 001 §2 'Users'): search, count, Add User, column chooser, export (file users), rows and
 * Load More. Pressing a row (or its name) opens User Details; Edit opens the row's edit dialog, Delete
 * its confirmation. Role and Status columns (issue 10 item 3); Add, Edit and Delete only for a role that
 * manages users, and only on rows it may manage (not above its role, not granted a ship it is not; never
 * Delete on its own row).
 */
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import type { Session } from '@portside/contract';
import type { User, UserList } from '@portside/contract/users';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type TFunction, useT } from '../../kit/i18n/index.ts';
import { type ListColumn, ListScreen, RowAction, useListController } from '../../kit/list/index.ts';
import { useCan } from '../../kit/session/permissions.ts';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import { usersKey, usersPath } from './api/users-api.ts';
import { DeleteUserButton } from './delete-user-button.tsx';
import { noUserFilters, UserFilterFields, userFilterParams } from './user-filters.tsx';
import { mayManageUser } from './user-form.ts';
import { UserFormModal } from './user-form-modal.tsx';

const LIST_PARAMS = { withExtraInfo: 'true' };

/** The row's Edit and Delete: null when the signed-in user may not manage users at all. */
interface RowActions {
  session: Session;
  edit: (user: User) => void;
}

function actionsColumn(t: TFunction, { session, edit }: RowActions): ListColumn<User> {
  return {
    id: 'edit',
    title: t('users.edit'),
    action: true,
    textAlign: 'right',
    render: (row) =>
      mayManageUser(session, row) ? (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <RowAction label={t('users.editRow', { username: row.username })} onClick={() => edit(row)} />
          {row.user_uuid === session.user_uuid ? null : (
            <DeleteUserButton domain={session.environment.domain} user={row} />
          )}
        </Group>
      ) : null,
  };
}

function userColumns(t: TFunction, actions: RowActions | null): ListColumn<User>[] {
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
    { id: 'role', title: t('users.role'), render: (row) => t(`access.roles.${row.role}` as const) },
    {
      id: 'user_enabled',
      title: t('users.status'),
      render: (row) => (
        // Whole, never cut to 'En…': the table squeezes a badge before it wraps an e-mail address.
        <Badge
          variant="light"
          color={row.user_enabled === 'true' ? 'teal' : 'gray'}
          radius="sm"
          tt="none"
          style={{ minWidth: 'max-content' }}
        >
          {row.user_enabled === 'true' ? t('users.statusEnabled') : t('users.statusDisabled')}
        </Badge>
      ),
    },
    {
      id: 'grants',
      title: t('users.grants'),
      defaultVisible: false,
      overflow: 'wrap',
      render: (row) => row.grants.join(', '),
    },
    { id: 'insert_date', title: t('users.created'), date: true, defaultVisible: false },
    ...(actions ? [actionsColumn(t, actions)] : []),
  ];
}

export function UsersScreen() {
  const t = useT();
  const navigate = useNavigate();
  const session = useCurrentSession();
  const { domain } = session.environment;
  const canWrite = useCan('users.write');
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
  const columns = useMemo(() => {
    const edit = (user: User) => {
      setEditing(user);
      setEditOpen(true);
    };
    return userColumns(t, canWrite ? { session, edit } : null);
  }, [t, canWrite, session]);

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
          canWrite ? (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
              {t('users.add')}
            </Button>
          ) : undefined
        }
      />
      {canWrite ? (
        <>
          <UserFormModal domain={domain} mode="create" opened={adding} onClose={() => setAdding(false)} />
          <UserFormModal
            domain={domain}
            mode="edit"
            opened={editOpen}
            user={editing}
            onClose={() => setEditOpen(false)}
          />
        </>
      ) : null}
    </>
  );
}
