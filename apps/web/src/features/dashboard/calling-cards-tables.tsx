/** The two calling-card tables of the dashboard; they scroll inside their card on a phone. */
import { Badge, Table, Text } from '@mantine/core';
import type { CardTypeStatistics } from '@portside/contract';
import { formatCount, formatMinutes, formatMoney } from '../../kit/format.ts';
import { useT } from '../../kit/i18n/index.ts';
import classes from './dashboard.module.css';
import { displayType, freeMinutes, isActiveStatus, isTotalRow, typedCards } from './dashboard-rules.ts';

const rowKey = (row: CardTypeStatistics, index: number) => `${row.type ?? 'none'}-${index}`;

export function CardsTable({ rows }: { rows: CardTypeStatistics[] }) {
  const t = useT();
  const cards = typedCards(rows);
  if (cards.length === 0) return <Text c="dimmed">{t('dashboard.noCards')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.type')}</Table.Th>
            <Table.Th>{t('dashboard.status')}</Table.Th>
            <Table.Th>{t('dashboard.dialingPrefix')}</Table.Th>
            <Table.Th>{t('dashboard.tariff')}</Table.Th>
            <Table.Th className={classes.number}>{t('dashboard.totalPinsActive')}</Table.Th>
            <Table.Th className={classes.number}>{t('dashboard.totalPins')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards.map((row, index) => (
            <Table.Tr
              key={rowKey(row, index)}
              className={isTotalRow(row) ? classes.total : undefined}
              fw={isTotalRow(row) ? 700 : undefined}
            >
              <Table.Td>{displayType(row, t)}</Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={isActiveStatus(row) ? 'teal' : 'gray'}
                  radius="sm"
                  tt="none"
                  miw={72}
                >
                  {isActiveStatus(row) ? t('dashboard.active') : t('dashboard.inactive')}
                </Badge>
              </Table.Td>
              <Table.Td>{row.dialing_prefix ?? '—'}</Table.Td>
              <Table.Td>{row.default_tariff ?? '—'}</Table.Td>
              <Table.Td className={classes.number}>{formatCount(row.active_cards)}</Table.Td>
              <Table.Td className={classes.number}>{formatCount(row.total_cards)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function CdrsTable({ rows }: { rows: CardTypeStatistics[] }) {
  const t = useT();
  if (rows.length === 0) return <Text c="dimmed">{t('dashboard.noCards')}</Text>;
  return (
    <Table.ScrollContainer minWidth={680} type="native" tabIndex={0}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.type')}</Table.Th>
            <Table.Th className={classes.number}>{t('dashboard.totalCalls')}</Table.Th>
            <Table.Th className={classes.number}>{t('dashboard.currentCalls')}</Table.Th>
            <Table.Th className={classes.number}>{t('dashboard.answeredCalls')}</Table.Th>
            <Table.Th className={classes.number}>{t('dashboard.freeMinutes')}</Table.Th>
            <Table.Th className={classes.number}>{t('dashboard.minutesBilled')}</Table.Th>
            <Table.Th className={classes.number}>{t('dashboard.totalCost')}</Table.Th>
            <Table.Th className={classes.number}>{t('dashboard.totalBilled')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr
              key={rowKey(row, index)}
              className={isTotalRow(row) ? classes.total : undefined}
              fw={isTotalRow(row) ? 700 : undefined}
            >
              <Table.Td>{displayType(row, t)}</Table.Td>
              <Table.Td className={classes.number}>{formatCount(row.calls_total)}</Table.Td>
              <Table.Td className={classes.number}>{formatCount(row.calls_current)}</Table.Td>
              <Table.Td className={classes.number}>{formatCount(row.calls_answered)}</Table.Td>
              <Table.Td className={classes.number}>{formatMinutes(freeMinutes(row))}</Table.Td>
              <Table.Td className={classes.number}>{formatMinutes(row.billed_minutes)}</Table.Td>
              <Table.Td className={classes.number}>{formatMoney(row.sessioncost)}</Table.Td>
              <Table.Td className={classes.number}>{formatMoney(row.sessionprice)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
