/**
 * Report Schedule (spec 002): tabs Active and Inactive (Active chosen on open), search, count, column
 * chooser, export (file report-shcedule), Load More. Changing tab starts the list again: search and rows
 * cleared, page 1. Pressing a row (or its Edit button) opens the update dialog, only for a role that may
 * change calling cards; for others a row opens nothing. Beyond the spec (issue 13): New Schedule, what a
 * schedule reports and when, and Last Run and Next Run in the ship's time, whose zone is shown above.
 */
import { Button, Stack, Text } from '@mantine/core';
import type { ReportSchedule, ReportScheduleList } from '@portside/contract/callingcards/report-schedules';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../kit/i18n/index.ts';
import {
  type ListColumn,
  ListScreen,
  RowAction,
  useListController,
  withoutActions,
} from '../../../kit/list/index.ts';
import { useCan } from '../../../kit/session/permissions.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { formatInZone, HOUR_SLOTS } from '../../../kit/time/ship-time.ts';
import { useShipZone } from '../ship-time/ship-time-api.ts';
import { ShipTimezone } from '../ship-time/ship-timezone.tsx';
import { REPORT_SCHEDULE_PATH, reportSchedulesKey } from './report-schedule-api.ts';
import { ReportScheduleDialog } from './report-schedule-dialog.tsx';

const TABS = ['active', 'inactive'] as const;
type Tab = (typeof TABS)[number];
const page = (answer: ReportScheduleList) => ({
  rows: answer.reportSchedules,
  total: answer.total,
  totalKind: answer.total_kind,
});

export function ReportScheduleScreen() {
  const [tab, setTab] = useState<Tab>('active');
  // A new tab is a new list: its search, rows and pages start empty.
  return <ScheduleList key={tab} tab={tab} onTab={setTab} />;
}

const RECEIVERS_WIDTH = 150;

function ScheduleList({ tab, onTab }: { tab: Tab; onTab: (tab: Tab) => void }) {
  const t = useT();
  const { domain } = useCurrentSession().environment;
  const canWrite = useCan('callingcards.write');
  const [editing, setEditing] = useState<ReportSchedule | 'new' | null>(null);
  const zone = useShipZone(domain);
  const shipTime = (value: string | null) => formatInZone(value, zone) || '—';
  const when = (row: ReportSchedule) => {
    const hour = HOUR_SLOTS[row.run_hour]?.label ?? '';
    const frequency = row.schedule === 'weekly' || row.schedule === 'monthly' ? row.schedule : 'daily';
    const on =
      frequency === 'weekly' && row.run_weekday !== null
        ? ` ${t(`reportSchedules.weekdays.${String(row.run_weekday) as '0'}`)}`
        : frequency === 'monthly' && row.run_day !== null
          ? ` ${row.run_day}`
          : '';
    return `${t(`reportSchedules.frequencies.${frequency}`)}${on} ${hour}`;
  };
  const list = useListController({
    queryKey: reportSchedulesKey(domain),
    path: REPORT_SCHEDULE_PATH,
    page,
    params: { status: tab === 'active' ? 1 : 0 },
  });
  const columns: ListColumn<ReportSchedule>[] = [
    { id: 'id', title: t('reportSchedules.columns.id') },
    // The default columns fit 1280 px beside the pinned Actions (issue 16 item 8): each may wrap to a
    // width of its own, and Created is in the chooser.
    { id: 'name', title: t('reportSchedules.columns.name'), overflow: 'wrap', width: 90 },
    { id: 'subject', title: t('reportSchedules.columns.subject'), overflow: 'wrap', defaultVisible: false },
    {
      id: 'receiver',
      title: t('reportSchedules.columns.receiver'),
      overflow: 'wrap',
      width: RECEIVERS_WIDTH,
      // One address a line: a list of addresses wrapped together is hard to read. A long address is cut
      // at the column's edge (the part before the @ is what tells them apart), whole in its tooltip.
      render: (row) => (
        <Stack gap={0} maw={RECEIVERS_WIDTH - 20}>
          {row.receiver.split(',').map((email) => (
            <Text key={email} size="sm" truncate="end" title={email}>
              {email}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      id: 'schedule',
      title: t('reportSchedules.columns.schedule'),
      render: when,
      overflow: 'wrap',
      width: 100,
    },
    {
      id: 'report_type',
      title: t('reportSchedules.columns.report_type'),
      overflow: 'wrap',
      width: 88,
      render: (row) => t(`reportSchedules.reportTypes.${row.report_type}`),
    },
    {
      id: 'lastrun',
      title: t('reportSchedules.columns.lastrun'),
      render: (row) => shipTime(row.lastrun),
      overflow: 'wrap',
      width: 118,
    },
    {
      id: 'next_run',
      title: t('reportSchedules.columns.next_run'),
      render: (row) => shipTime(row.next_run),
      overflow: 'wrap',
      width: 118,
    },
    {
      id: 'use_local_timezone',
      title: t('reportSchedules.columns.timezone'),
      overflow: 'wrap',
      width: 104,
      render: (row) =>
        row.use_local_timezone === 0 ? t('reportSchedules.utc') : t('reportSchedules.localTime'),
    },
    {
      id: 'creationdate',
      title: t('reportSchedules.columns.creationdate'),
      date: true,
      defaultVisible: false,
    },
    { id: 'message', title: t('reportSchedules.columns.message'), overflow: 'wrap', defaultVisible: false },
    { id: 'notes', title: t('reportSchedules.columns.notes'), overflow: 'wrap', defaultVisible: false },
    {
      id: 'actions',
      title: t('reportSchedules.columns.actions'),
      action: true,
      textAlign: 'right',
      render: (row) => {
        const label = t('reportSchedules.editRow', { name: row.name });
        return <RowAction label={label} onClick={() => setEditing(row)} />;
      },
    },
  ];

  return (
    <>
      <ListScreen
        title={t('screens.reportSchedule')}
        screen="reportschedule"
        list={list}
        columns={canWrite ? columns : withoutActions(columns)}
        rowKey="id"
        searchPlaceholder={t('reportSchedules.search')}
        tabs={{
          value: tab,
          onChange: (value) => onTab(value === 'inactive' ? 'inactive' : 'active'),
          label: t('reportSchedules.tabsLabel'),
          items: TABS.map((value) => ({ value, label: t(`reportSchedules.tabs.${value}`) })),
        }}
        onRowClick={canWrite ? setEditing : undefined}
        actions={
          <>
            <ShipTimezone domain={domain} />
            {canWrite ? (
              <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
                {t('reportSchedules.newSchedule')}
              </Button>
            ) : null}
          </>
        }
      />
      {canWrite ? (
        <ReportScheduleDialog domain={domain} schedule={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
