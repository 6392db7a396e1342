/**
 * User Details (spec 001 §2): Basic Info, the user as a single row, and User Extensions: the user's
 * extensions with search, Add Extension and a delete per row after the spec's confirmation. Unlike the
 * old console, the delete calls the server (docs/ARCHITECTURE.md, Decisions).
 */
import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import type { User } from '@portside/contract/users';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { type TFunction, useT } from '../../kit/i18n/index.ts';
import { type ListColumn, ListHeader, ListTable } from '../../kit/list/index.ts';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import { LoadFailed } from '../../kit/ui/load-failed.tsx';
import { useUser } from './api/user-details-api.ts';
import { UserExtensionsSection } from './user-extensions-section.tsx';

function basicColumns(t: TFunction): ListColumn<User>[] {
  return [
    { id: 'contact_name_given', title: t('users.name'), render: (u) => u.contact.contact_name_given || '—' },
    { id: 'username', title: t('users.username') },
    { id: 'user_email', title: t('users.email'), overflow: 'anywhere' },
    {
      id: 'user_enabled',
      title: t('users.enabled'),
      render: (u) => (
        <Badge variant="light" color={u.user_enabled === 'true' ? 'teal' : 'gray'} radius="sm" tt="none">
          {u.user_enabled === 'true' ? t('list.yes') : t('list.no')}
        </Badge>
      ),
    },
    { id: 'insert_date', title: t('users.created'), date: true },
  ];
}

export function UserDetailsScreen() {
  const t = useT();
  const id = useParams().id ?? '';
  const { domain } = useCurrentSession().environment;
  const user = useUser(domain, id);
  const columns = useMemo(() => basicColumns(t), [t]);
  // An id that is no user here (404), or no user id at all (400), is the same to the reader.
  const status = user.isError ? (user.error as { status?: number }).status : undefined;
  const notFound = status === 404 || status === 400;

  return (
    <Stack gap="lg">
      <div>
        <ListHeader title={t('screens.userDetails')} />
        <Title order={2} size="h4" mb="sm">
          {t('users.details.basicInfo')}
        </Title>
        {notFound ? (
          <Card withBorder radius="md">
            <Text size="sm">{t('users.details.notFound')}</Text>
          </Card>
        ) : user.isError ? (
          <LoadFailed onRetry={() => void user.refetch()} />
        ) : (
          <ListTable
            label={t('users.details.basicInfo')}
            rows={user.data ? [user.data] : []}
            columns={columns}
            rowKey="user_uuid"
            fetching={user.isPending}
          />
        )}
      </div>
      {user.data ? <UserExtensionsSection domain={domain} user={user.data} /> : null}
    </Stack>
  );
}
