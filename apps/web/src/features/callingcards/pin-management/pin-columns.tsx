/**
 * The PIN and cabin columns (spec 002 §3): PIN (or Cabin), Name, Tariff, Credit (cabins) or Expiration
 * Date (admin PINs), Status and Created show by default; every other field can be chosen. Dates show as
 * YYYY-MM-DD, an expired date in red; an enabled PIN past its expiry has the status Expired; money with
 * its currency symbol. The raw values (amounts, UTC times) are columns of their own in the chooser; the
 * export writes what the screen shows. The last column holds the row's Update button (pressing elsewhere
 * on the row opens it too).
 */
import { Badge, Text } from '@mantine/core';
import type { Card, CardType } from '@portside/contract/callingcards/cards';
import type { TFunction } from '../../../kit/i18n/index.ts';
import { type ListColumn, RowAction } from '../../../kit/list/index.ts';
import { formatMoney, isExpired, todayUtc } from './pin-rules.ts';

const DAY = 'YYYY-MM-DD';
const STATUS_COLORS = { active: 'teal', expired: 'orange', inactive: 'gray' } as const;

/** An enabled PIN past its expiry date cannot be used, so it reads Expired, never a green Active. */
export function statusOf(card: Card, today: string): keyof typeof STATUS_COLORS {
  if (card.status !== 1) return 'inactive';
  return isExpired(card.expirationdate, today) ? 'expired' : 'active';
}
const KEEP_WHOLE = { minWidth: 'max-content' } as const;

export function pinColumns(
  t: TFunction,
  type: CardType | null,
  onEdit: (card: Card) => void,
): ListColumn<Card>[] {
  const today = todayUtc();
  const pinTitle = t(`pins.pin.${type ?? 'admin'}`);
  return [
    { id: 'id', title: t('pins.id'), defaultVisible: false },
    { id: 'pin', title: pinTitle },
    { id: 'name', title: t('pins.name'), overflow: 'wrap' },
    {
      id: 'type',
      title: t('pins.type'),
      defaultVisible: type === null,
      exportLabels: { admin: t('pins.types.admin'), cabin: t('pins.types.cabin') },
      render: (row) => t(`pins.types.${row.type}`),
    },
    { id: 'tariff', title: t('pins.tariffId'), defaultVisible: false },
    {
      id: 'tariff_description',
      title: t('pins.tariff'),
      overflow: 'wrap',
      render: (row) => row.tariff_description ?? '—',
    },
    {
      id: 'credit',
      title: t('pins.credit'),
      textAlign: 'right',
      defaultVisible: type !== 'admin',
      render: (row) => formatMoney(row.credit, row.currency),
    },
    {
      id: 'initialbalance',
      title: t('pins.initialBalance'),
      textAlign: 'right',
      defaultVisible: false,
      render: (row) => formatMoney(row.initialbalance, row.currency),
    },
    { id: 'currency', title: t('pins.currency'), defaultVisible: false },
    {
      id: 'status',
      title: t('pins.status'),
      // The export writes the badge's word for the state the server works out the same way.
      exportLabels: {
        active: t('pins.statuses.active'),
        expired: t('pins.statuses.expired'),
        inactive: t('pins.statuses.inactive'),
      },
      render: (row) => {
        const state = statusOf(row, today);
        return (
          <Badge color={STATUS_COLORS[state]} variant="light" style={KEEP_WHOLE}>
            {t(`pins.statuses.${state}`)}
          </Badge>
        );
      },
    },
    { id: 'creationdate', title: t('pins.created'), date: DAY },
    {
      id: 'expirationdate',
      title: t('pins.expiration'),
      defaultVisible: type !== 'cabin',
      render: (row) =>
        row.expirationdate === null ? (
          '—'
        ) : isExpired(row.expirationdate, today) ? (
          <Text size="sm" span c="red" fw={600} title={t('pins.expired')}>
            {row.expirationdate}
          </Text>
        ) : (
          <Text size="sm" span>
            {row.expirationdate}
          </Text>
        ),
    },
    { id: 'lastuse', title: t('pins.lastUse'), date: DAY, defaultVisible: false },
    {
      id: 'credit_amount',
      title: t('pins.creditAmount'),
      defaultVisible: false,
      render: (row) => row.credit,
    },
    {
      id: 'initialbalance_amount',
      title: t('pins.initialBalanceAmount'),
      defaultVisible: false,
      render: (row) => row.initialbalance,
    },
    {
      id: 'creationdate_utc',
      title: t('pins.createdUtc'),
      defaultVisible: false,
      render: (row) => row.creationdate,
    },
    {
      id: 'lastuse_utc',
      title: t('pins.lastUseUtc'),
      defaultVisible: false,
      render: (row) => row.lastuse ?? '—',
    },
    {
      id: 'actions',
      title: t('pins.actions'),
      action: true,
      textAlign: 'right',
      render: (row) => {
        const label = t('pins.editRow', { pin: row.pin });
        return <RowAction label={label} onClick={() => onEdit(row)} />;
      },
    },
  ];
}
