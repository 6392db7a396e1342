/**
 * The Special Rates list of one tariff (spec 002 Calling Rates): search, add (+), column chooser, export
 * (file call-rates), Load More; pressing a row (or its Edit button) opens the update dialog. Add and Edit
 * only for a role that may change calling cards; for others a row opens nothing.
 */
import { ActionIcon, Badge, Group, Title, Tooltip } from '@mantine/core';
import type { RateList, SpecialRate } from '@portside/contract/callingcards/rates';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../kit/i18n/index.ts';
import {
  ColumnChooser,
  ExportButton,
  exportHref,
  ListBody,
  type ListColumn,
  ListToolbar,
  RowAction,
  SearchBox,
  useColumnChoice,
  useListController,
  withoutActions,
} from '../../../kit/list/index.ts';
import { useCan } from '../../../kit/session/permissions.ts';
import { ratePath, ratesKey } from './rate-api.ts';
import { RateDialog } from './rate-dialog.tsx';
import { rateMoney } from './rate-format.ts';

const page = (answer: RateList) => ({ rows: answer.data, total: answer.total, totalKind: answer.total_kind });
const KEEP_WHOLE = { minWidth: 'max-content' } as const;

export function SpecialRates({
  domain,
  tariff,
  currency,
}: {
  domain: string;
  tariff: number;
  /** The tariff's currency. */
  currency: string;
}) {
  const t = useT();
  const canWrite = useCan('callingcards.write');
  const [dialog, setDialog] = useState<{ rate: SpecialRate | null } | null>(null);
  const list = useListController({ queryKey: ratesKey(domain), path: ratePath(tariff), page });
  const all: ListColumn<SpecialRate>[] = [
    { id: 'id', title: t('callingRates.columns.id'), defaultVisible: false },
    { id: 'destination', title: t('callingRates.columns.destination') },
    { id: 'tariff', title: t('callingRates.columns.tariff'), defaultVisible: false },
    { id: 'name', title: t('callingRates.columns.name'), overflow: 'wrap' },
    {
      id: 'cost',
      title: t('callingRates.columns.cost'),
      textAlign: 'right',
      render: (row) => rateMoney(row.cost, row.currency),
    },
    {
      id: 'price',
      title: t('callingRates.columns.price'),
      textAlign: 'right',
      render: (row) => rateMoney(row.price, row.currency),
    },
    { id: 'currency', title: t('callingRates.columns.currency') },
    {
      id: 'status',
      title: t('callingRates.columns.status'),
      exportLabels: { '1': t('callingRates.active'), '0': t('callingRates.inactive') },
      render: (row) => (
        <Badge variant="light" color={row.status === 1 ? 'teal' : 'gray'} style={KEEP_WHOLE}>
          {row.status === 1 ? t('callingRates.active') : t('callingRates.inactive')}
        </Badge>
      ),
    },
    { id: 'creationdate', title: t('callingRates.columns.creationdate'), date: true },
    {
      id: 'cost_amount',
      title: t('callingRates.columns.costAmount'),
      defaultVisible: false,
      render: (r) => r.cost,
    },
    {
      id: 'price_amount',
      title: t('callingRates.columns.priceAmount'),
      defaultVisible: false,
      render: (r) => r.price,
    },
    {
      id: 'creationdate_utc',
      title: t('callingRates.columns.creationdateUtc'),
      defaultVisible: false,
      render: (r) => r.creationdate,
    },
    {
      id: 'actions',
      title: t('callingRates.columns.actions'),
      action: true,
      textAlign: 'right',
      render: (row) => {
        const label = t('callingRates.editRow', { prefix: row.destination });
        return <RowAction label={label} onClick={() => setDialog({ rate: row })} />;
      },
    },
  ];
  const columns = canWrite ? all : withoutActions(all);
  const choice = useColumnChoice('callingrate', columns);
  const addLabel = t('callingRates.add');

  return (
    <section aria-labelledby="special-rates-title">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} fz={20} id="special-rates-title">
          {t('callingRates.specialRates')}
        </Title>
        {canWrite ? (
          <Tooltip label={addLabel}>
            <ActionIcon
              size={36}
              variant="filled"
              aria-label={addLabel}
              onClick={() => setDialog({ rate: null })}
            >
              <IconPlus size={20} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      <ListToolbar
        search={
          <SearchBox
            value={list.searchInput}
            onChange={list.setSearchInput}
            placeholder={t('callingRates.search')}
          />
        }
      >
        <ColumnChooser columns={columns} visible={choice.visible} onToggle={choice.toggle} />
        {/* The export writes what the list shows: its titles, words, money and times in this zone. */}
        <ExportButton href={exportHref(list, columns, choice.visible, true)} />
      </ListToolbar>
      <ListBody
        label={t('callingRates.specialRates')}
        rows={list.rows}
        total={list.total}
        totalKind={list.totalKind}
        columns={columns}
        visible={choice.visible}
        rowKey="id"
        onRowClick={canWrite ? (row) => setDialog({ rate: row }) : undefined}
        fetching={list.loading || list.fetching}
        failed={list.failed || list.moreFailed}
        error={list.error}
        onRetry={list.retry}
        more={{ hasMore: list.hasMore, loading: list.loadingMore, onLoadMore: list.loadMore }}
      />
      <RateDialog
        domain={domain}
        tariff={tariff}
        currency={currency}
        opened={canWrite && dialog !== null}
        rate={dialog?.rate ?? null}
        onClose={() => setDialog(null)}
      />
    </section>
  );
}
