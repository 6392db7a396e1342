/**
 * Beyond the spec: calls per day over the last 14 days, as bars of HTML and CSS (calls-chart.module.css).
 * Each bar carries its number on top and its day below, so a phone, which has no hover, reads them
 * all; a screen reader reads a list of 'day: n calls'. (It was @mantine/charts' recharts: 119 KB gzip
 * of the dashboard's first load for fourteen bars.)
 */
import { VisuallyHidden } from '@mantine/core';
import type { Statistics } from '@portside/contract';
import type { CSSProperties } from 'react';
import { formatCount, formatDayMonth } from '../../kit/format.ts';
import { useT } from '../../kit/i18n/index.ts';
import classes from './calls-chart.module.css';

export function CallsChart({ days }: { days: Statistics['calls_per_day'] }) {
  const t = useT();
  const most = Math.max(1, ...days.map((day) => day.calls));
  return (
    <ol className={classes.chart} aria-label={t('dashboard.callsPerDay')}>
      {days.map((day) => {
        const label = formatDayMonth(day.date);
        return (
          <li key={day.date} className={classes.day}>
            <VisuallyHidden>{t('dashboard.callsOnDay', { day: label, count: day.calls })}</VisuallyHidden>
            <span className={classes.track} aria-hidden>
              <span className={classes.value}>{formatCount(day.calls)}</span>
              <span className={classes.bar} style={{ '--share': day.calls / most } as CSSProperties} />
            </span>
            <span className={classes.label} aria-hidden>
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
