/**
 * Select Account (spec 000 §2.7): the messaging account is one of the current environment's extensions
 * (Name and Number, spec 000 §3), read through the Extensions screen's list call with its search and Load
 * More. Choosing one hands it to useMessagingAccount().choose, which disconnects and reconnects.
 */
import { Badge, Button, Modal, Stack, Text } from '@mantine/core';
import type { Extension } from '@portside/contract/pbx/extensions';
import { useMemo } from 'react';
import { useT } from '../../kit/i18n/index.ts';
import { type ListColumn, ListTable, SearchBox } from '../../kit/list/index.ts';
import { ListFooter } from '../../kit/list/list-footer.tsx';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import { useExtensionList } from '../pbx/extensions/api/use-extension-list.ts';
import type { MessagingAccount } from './data/account.ts';
import { requestNotificationPermission } from './data/notify.ts';

const ORDER = { orderby: 'extension', order: 'ASC' };

function ExtensionChoices({
  current,
  onChoose,
}: {
  current: string | null;
  onChoose: (extension: Extension) => void;
}) {
  const t = useT();
  const { environment } = useCurrentSession();
  const list = useExtensionList(environment.domain, { params: ORDER });
  const columns = useMemo<ListColumn<Extension>[]>(
    () => [
      { id: 'effective_caller_id_name', title: t('messaging.selectAccount.name'), overflow: 'wrap' },
      { id: 'extension', title: t('messaging.selectAccount.number') },
      {
        id: 'use',
        title: t('messaging.selectAccount.use'),
        action: true,
        textAlign: 'right',
        render: (e) =>
          e.extension === current ? (
            <Badge variant="light" color="teal">
              {t('messaging.selectAccount.inUse')}
            </Badge>
          ) : (
            <Button
              size="compact-sm"
              variant="light"
              aria-label={t('messaging.selectAccount.useLabel', {
                number: e.extension,
                name: e.effective_caller_id_name,
              })}
              onClick={(event) => {
                event.stopPropagation();
                onChoose(e);
              }}
            >
              {t('messaging.selectAccount.use')}
            </Button>
          ),
      },
    ],
    [t, current, onChoose],
  );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('messaging.selectAccount.text', { environment: environment.name })}
      </Text>
      {/* The kit's search box grows along a row (flex 1 1 220px): in this column it keeps its height. */}
      <div>
        <SearchBox
          value={list.searchInput}
          onChange={list.setSearchInput}
          placeholder={t('messaging.selectAccount.search')}
        />
      </div>
      <ListTable
        label={t('messaging.selectAccount.label')}
        rows={list.rows}
        columns={columns}
        rowKey="extension_uuid"
        fetching={list.fetching}
        onRowClick={(e) => (e.extension === current ? undefined : onChoose(e))}
      />
      <ListFooter
        shown={list.rows.length}
        total={list.total}
        kind={list.totalKind}
        more={{ hasMore: list.hasMore, loading: list.loadingMore, onLoadMore: list.loadMore }}
      />
    </Stack>
  );
}

export function SelectAccountDialog({
  opened,
  current,
  onClose,
  onChoose,
}: {
  opened: boolean;
  current: string | null;
  onClose: () => void;
  onChoose: (account: MessagingAccount) => void;
}) {
  const t = useT();
  const { environment } = useCurrentSession();
  const choose = (e: Extension) => {
    // Choosing the account is the click a browser needs before it may ask to show notifications of
    // messages that arrive while this tab is hidden (asked once per browser).
    void requestNotificationPermission();
    onChoose({ username: e.extension, name: e.effective_caller_id_name, domain: environment.domain });
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('messaging.selectAccount.title')} size="lg" centered>
      {opened ? <ExtensionChoices current={current} onChoose={choose} /> : null}
    </Modal>
  );
}
