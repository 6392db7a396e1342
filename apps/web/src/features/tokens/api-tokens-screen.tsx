/**
 * API Tokens: the current environment's tokens for machine clients (a switch asking for call
 * authorization, a broadcast integration). Name, the token's visible prefix, created (when and by whom),
 * last used, status; New Token shows the token once; Revoke, on an active token, asks first, naming it.
 * Tokens are not exported: a list of names and prefixes is no use in a spreadsheet.
 */
import { Badge, Code, Text } from '@mantine/core';
import type { ApiToken, ApiTokenList } from '@portside/contract/tokens';
import { type TFunction, useT } from '../../kit/i18n/index.ts';
import { formatListDate, type ListColumn, ListScreen, useListController } from '../../kit/list/index.ts';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import { apiTokensKey, apiTokensPath } from './api/token-api.ts';
import { NewTokenButton } from './new-token-dialog.tsx';
import { RevokeTokenButton } from './revoke-token-button.tsx';

const page = (answer: ApiTokenList) => ({
  rows: answer.data,
  total: answer.total,
  totalKind: answer.total_kind,
});

/** A badge the table must not squeeze on a phone. */
const KEEP_WHOLE = { minWidth: 'max-content' } as const;

function columnsOf(t: TFunction, domain: string): ListColumn<ApiToken>[] {
  return [
    { id: 'name', title: t('tokens.columns.name'), overflow: 'wrap' },
    {
      id: 'prefix',
      title: t('tokens.columns.prefix'),
      render: (row) => <Code>{`${row.prefix}…`}</Code>,
    },
    { id: 'created_at', title: t('tokens.columns.createdAt'), date: true },
    { id: 'created_by', title: t('tokens.columns.createdBy'), defaultVisible: false },
    {
      id: 'last_used_at',
      title: t('tokens.columns.lastUsedAt'),
      render: (row) => (
        <Text size="sm" span>
          {row.last_used_at ? formatListDate(row.last_used_at) : t('tokens.never')}
        </Text>
      ),
    },
    {
      id: 'status',
      title: t('tokens.columns.status'),
      render: (row) => (
        <Badge variant="light" color={row.status === 'active' ? 'teal' : 'gray'} style={KEEP_WHOLE}>
          {t(`tokens.status.${row.status}`)}
        </Badge>
      ),
    },
    { id: 'revoked_at', title: t('tokens.columns.revokedAt'), date: true, defaultVisible: false },
    {
      id: 'actions',
      title: t('tokens.columns.actions'),
      action: true,
      textAlign: 'right',
      render: (row) => (row.status === 'active' ? <RevokeTokenButton domain={domain} token={row} /> : null),
    },
  ];
}

export function ApiTokensScreen() {
  const t = useT();
  const { domain } = useCurrentSession().environment;
  const list = useListController({ queryKey: apiTokensKey(domain), path: apiTokensPath(domain), page });
  return (
    <ListScreen
      title={t('tokens.title')}
      screen="apitokens"
      list={list}
      columns={columnsOf(t, domain)}
      rowKey="id"
      actions={<NewTokenButton domain={domain} />}
      searchPlaceholder={t('tokens.search')}
      loadMoreLabel={t('tokens.loadMore')}
      exportable={false}
    />
  );
}
