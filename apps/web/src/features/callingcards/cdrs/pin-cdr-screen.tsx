/**
 * CDRs (spec 002): '{Type} CDRs' for the route's type (admin or cabin). Search, advanced search with its
 * count, column chooser, export, Load More. Session times in minutes, start and stop as
 * YYYY-MM-DD HH:mm:ss, every termination cause in words. The export writes what the screen shows (its
 * titles, formats, words and time zone); the raw values (UTC times, seconds, amounts, the cause's code)
 * are columns of their own in the chooser. A new type starts the screen again.
 */
import { Badge, Text } from '@mantine/core';
import { type Cdr, type CdrList, TERMINATE_CAUSES } from '@portside/contract/callingcards/cdrs';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { causeLabel, causeWords } from '../../../kit/call-causes.ts';
import { type I18nKey, useT } from '../../../kit/i18n/index.ts';
import { formatListDate, type ListColumn, ListScreen, useListController } from '../../../kit/list/index.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { useShipZone } from '../ship-time/ship-time-api.ts';
import { ShipTimezone } from '../ship-time/ship-timezone.tsx';
import { CDRS_PATH, cdrsKey } from './cdr-api.ts';
import { CdrFilterFields, cdrFilterParams, noCdrFilters } from './cdr-filters.tsx';
import { CDR_TIME_FORMAT, cdrMoney, sessionMinutes } from './cdr-format.ts';
import { CdrRatingDialog } from './cdr-rating.tsx';

const page = (answer: CdrList) => ({ rows: answer.data, total: answer.total, totalKind: answer.total_kind });
/**
 * The default columns fit a 1280 px screen without scrolling sideways (issue 16 item 8): a time breaks
 * between its date and its clock, a minutes heading between its words, a status of several words over
 * two lines.
 */
const TIME_WIDTH = 90;
const MINUTES_WIDTH = 86;
const STATUS_BADGE = {
  root: { maxWidth: 112, height: 'auto', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.25, textAlign: 'center' },
} as const;

const TITLES: Record<string, I18nKey> = { admin: 'screens.adminCdrs', cabin: 'screens.cabinCdrs' };

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** A start or stop time as YYYY-MM-DD HH:mm:ss in the ship's zone, breaking only between date and clock. */
function CdrTime({ value, zone }: { value: string | null; zone: string | undefined }) {
  const text = formatListDate(value, CDR_TIME_FORMAT, zone);
  if (!text) return <Text size="sm">—</Text>;
  const [day, clock] = text.split(' ');
  return (
    <Text size="sm" span>
      <span style={NOWRAP}>{day}</span> <span style={NOWRAP}>{clock}</span>
    </Text>
  );
}

export function PinCdrScreen() {
  const { type } = useParams();
  // Another type is another list: search, filters and pages start again.
  return <CdrRecords key={type ?? ''} type={type === 'admin' || type === 'cabin' ? type : undefined} />;
}

function CdrRecords({ type }: { type: 'admin' | 'cabin' | undefined }) {
  const t = useT();
  const { domain } = useCurrentSession().environment;
  // Times, the date filter's days and the export are the ship's (issue 13 item 4).
  const zone = useShipZone(domain);
  const filterParams = useMemo(() => cdrFilterParams(zone), [zone]);
  // A row opens how it was rated (issue 13 item 4).
  const [rated, setRated] = useState<Cdr | null>(null);
  const list = useListController({
    queryKey: cdrsKey(domain),
    path: CDRS_PATH,
    page,
    params: type ? { type } : undefined,
    filters: noCdrFilters,
    filterParams,
  });

  const minutes = (field: 'sessiontime' | 'billed_sessiontime') => (row: Cdr) => sessionMinutes(row[field]);
  const money = (field: 'sessionprice' | 'sessioncost' | 'blockprice' | 'blockcost') => (row: Cdr) =>
    cdrMoney(row[field], row.currency);
  const yesNo = { '1': t('pinCdrs.yes'), '0': t('pinCdrs.no') };
  const causes = causeWords(TERMINATE_CAUSES, t);
  /** A raw value beside a formatted column: hidden by default, written as stored. */
  const raw = (id: string, title: string, value: (row: Cdr) => string | number | null): ListColumn<Cdr> => ({
    id,
    title,
    defaultVisible: false,
    render: (row) => value(row) ?? '—',
  });
  const columns: ListColumn<Cdr>[] = [
    { id: 'id', title: t('pinCdrs.columns.id'), defaultVisible: false },
    { id: 'callid', title: t('pinCdrs.columns.callid'), defaultVisible: false, overflow: 'anywhere' },
    { id: 'pin', title: type === 'cabin' ? t('pinCdrs.columns.cabin') : t('pinCdrs.columns.pin') },
    { id: 'name', title: t('pinCdrs.columns.name'), overflow: 'wrap' },
    // A cabin calls from the cabin, a crew PIN from any phone: the PIN and name say who; From is chosen.
    { id: 'src', title: t('pinCdrs.columns.src'), defaultVisible: false },
    { id: 'destination', title: t('pinCdrs.columns.destination') },
    { id: 'destination_name', title: t('pinCdrs.columns.destinationName'), overflow: 'wrap' },
    {
      id: 'starttime',
      title: t('pinCdrs.columns.starttime'),
      width: TIME_WIDTH,
      overflow: 'wrap',
      wrapTitle: true,
      render: (row) => <CdrTime value={row.starttime} zone={zone} />,
    },
    {
      id: 'stoptime',
      title: t('pinCdrs.columns.stoptime'),
      width: TIME_WIDTH,
      overflow: 'wrap',
      wrapTitle: true,
      render: (row) => <CdrTime value={row.stoptime} zone={zone} />,
    },
    {
      id: 'sessiontime',
      title: t('pinCdrs.columns.sessiontime'),
      textAlign: 'right',
      width: MINUTES_WIDTH,
      wrapTitle: true,
      render: minutes('sessiontime'),
    },
    {
      id: 'billed_sessiontime',
      title: t('pinCdrs.columns.billedSessiontime'),
      textAlign: 'right',
      // In the chooser: Price already says what the billed minutes cost.
      defaultVisible: false,
      width: MINUTES_WIDTH,
      wrapTitle: true,
      render: minutes('billed_sessiontime'),
    },
    {
      id: 'sessionprice',
      title: t('pinCdrs.columns.sessionprice'),
      textAlign: 'right',
      render: money('sessionprice'),
    },
    {
      id: 'sessioncost',
      title: t('pinCdrs.columns.sessioncost'),
      textAlign: 'right',
      render: money('sessioncost'),
      defaultVisible: false,
    },
    {
      id: 'blockprice',
      title: t('pinCdrs.columns.blockprice'),
      textAlign: 'right',
      render: money('blockprice'),
      defaultVisible: false,
    },
    {
      id: 'blockcost',
      title: t('pinCdrs.columns.blockcost'),
      textAlign: 'right',
      render: money('blockcost'),
      defaultVisible: false,
    },
    {
      id: 'terminatecauseid',
      title: t('pinCdrs.columns.terminatecauseid'),
      exportLabels: causes,
      render: (row) => (
        <Badge
          variant="light"
          color={
            row.terminatecauseid === 'NORMAL_CLEARING'
              ? 'teal'
              : row.terminatecauseid === 'ONGOING_CALL'
                ? 'blue'
                : 'gray'
          }
          styles={STATUS_BADGE}
        >
          {causeLabel(row.terminatecauseid, t)}
        </Badge>
      ),
    },
    { id: 'direction', title: t('pinCdrs.columns.direction'), defaultVisible: false },
    {
      id: 'answered',
      title: t('pinCdrs.columns.answered'),
      defaultVisible: false,
      exportLabels: yesNo,
      render: (row) => (row.answered === 1 ? t('pinCdrs.yes') : t('pinCdrs.no')),
    },
    { id: 'tariff', title: t('pinCdrs.columns.tariff'), defaultVisible: false },
    { id: 'type', title: t('pinCdrs.columns.type'), defaultVisible: false },
    { id: 'currency', title: t('pinCdrs.columns.currency'), defaultVisible: false },
    {
      id: 'archived',
      title: t('pinCdrs.columns.archived'),
      defaultVisible: false,
      exportLabels: yesNo,
      render: (row) => (row.archived === 1 ? t('pinCdrs.yes') : t('pinCdrs.no')),
    },
    raw('starttime_utc', t('pinCdrs.columns.starttimeUtc'), (row) => row.starttime),
    raw('stoptime_utc', t('pinCdrs.columns.stoptimeUtc'), (row) => row.stoptime),
    raw('sessiontime_seconds', t('pinCdrs.columns.sessiontimeSeconds'), (row) => row.sessiontime),
    raw(
      'billed_sessiontime_seconds',
      t('pinCdrs.columns.billedSessiontimeSeconds'),
      (row) => row.billed_sessiontime,
    ),
    raw('sessionprice_amount', t('pinCdrs.columns.sessionpriceAmount'), (row) => row.sessionprice),
    raw('sessioncost_amount', t('pinCdrs.columns.sessioncostAmount'), (row) => row.sessioncost),
    raw('blockprice_amount', t('pinCdrs.columns.blockpriceAmount'), (row) => row.blockprice),
    raw('blockcost_amount', t('pinCdrs.columns.blockcostAmount'), (row) => row.blockcost),
    raw('terminatecauseid_code', t('pinCdrs.columns.terminatecauseidCode'), (row) => row.terminatecauseid),
  ];

  return (
    <>
      <ListScreen
        title={t(type ? (TITLES[type] as I18nKey) : 'screens.pinCdrs')}
        screen={`pincdr-${type ?? 'all'}`}
        list={list}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('pinCdrs.search')}
        advancedSearch={CdrFilterFields}
        exportAsShown
        timeZone={zone}
        actions={<ShipTimezone domain={domain} />}
        onRowClick={setRated}
      />
      <CdrRatingDialog row={rated} onClose={() => setRated(null)} />
    </>
  );
}
