/** The two calling-card tables of the dashboard; they scroll inside their card on a phone. */
import { Badge, Text } from '@mantine/core';
import type { CardTypeStatistics } from '@portside/contract';
import type { ReactNode } from 'react';
import { formatCount, formatMinutes, formatMoney } from '../../kit/format.ts';
import { useT } from '../../kit/i18n/index.ts';
import classes from './dashboard.module.css';
import { displayType, freeMinutes, isActiveStatus, isTotalRow, typedCards } from './dashboard-rules.ts';
import { FiguresTable } from './figures-table.tsx';

const rowKey = (row: CardTypeStatistics, index: number) => `${row.type ?? 'none'}-${index}`;

/** A row of either table: the total row is bold, on grey. */
function StatisticsRow({ row, children }: { row: CardTypeStatistics; children: ReactNode }) {
  const total = isTotalRow(row);
  return (
    <tr className={total ? classes.total : undefined} style={total ? { fontWeight: 700 } : undefined}>
      {children}
    </tr>
  );
}

export function CardsTable({ rows }: { rows: CardTypeStatistics[] }) {
  const t = useT();
  const cards = typedCards(rows);
  if (cards.length === 0) return <Text c="dimmed">{t('dashboard.noCards')}</Text>;
  return (
    <FiguresTable minWidth={560} rows>
      <thead>
        <tr>
          <th>{t('dashboard.type')}</th>
          <th>{t('dashboard.status')}</th>
          <th>{t('dashboard.dialingPrefix')}</th>
          <th>{t('dashboard.tariff')}</th>
          <th className={classes.number}>{t('dashboard.totalPinsActive')}</th>
          <th className={classes.number}>{t('dashboard.totalPins')}</th>
        </tr>
      </thead>
      <tbody>
        {cards.map((row, index) => (
          <StatisticsRow key={rowKey(row, index)} row={row}>
            <td>{displayType(row, t)}</td>
            <td>
              <Badge
                variant="light"
                color={isActiveStatus(row) ? 'teal' : 'gray'}
                radius="sm"
                tt="none"
                miw={72}
              >
                {isActiveStatus(row) ? t('dashboard.active') : t('dashboard.inactive')}
              </Badge>
            </td>
            <td>{row.dialing_prefix ?? '—'}</td>
            <td>{row.default_tariff ?? '—'}</td>
            <td className={classes.number}>{formatCount(row.active_cards)}</td>
            <td className={classes.number}>{formatCount(row.total_cards)}</td>
          </StatisticsRow>
        ))}
      </tbody>
    </FiguresTable>
  );
}

export function CdrsTable({ rows }: { rows: CardTypeStatistics[] }) {
  const t = useT();
  if (rows.length === 0) return <Text c="dimmed">{t('dashboard.noCards')}</Text>;
  return (
    <FiguresTable minWidth={680} rows>
      <thead>
        <tr>
          <th>{t('dashboard.type')}</th>
          <th className={classes.number}>{t('dashboard.totalCalls')}</th>
          <th className={classes.number}>{t('dashboard.currentCalls')}</th>
          <th className={classes.number}>{t('dashboard.answeredCalls')}</th>
          <th className={classes.number}>{t('dashboard.freeMinutes')}</th>
          <th className={classes.number}>{t('dashboard.minutesBilled')}</th>
          <th className={classes.number}>{t('dashboard.totalCost')}</th>
          <th className={classes.number}>{t('dashboard.totalBilled')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <StatisticsRow key={rowKey(row, index)} row={row}>
            <td>{displayType(row, t)}</td>
            <td className={classes.number}>{formatCount(row.calls_total)}</td>
            <td className={classes.number}>{formatCount(row.calls_current)}</td>
            <td className={classes.number}>{formatCount(row.calls_answered)}</td>
            <td className={classes.number}>{formatMinutes(freeMinutes(row))}</td>
            <td className={classes.number}>{formatMinutes(row.billed_minutes)}</td>
            <td className={classes.number}>{formatMoney(row.sessioncost)}</td>
            <td className={classes.number}>{formatMoney(row.sessionprice)}</td>
          </StatisticsRow>
        ))}
      </tbody>
    </FiguresTable>
  );
}
