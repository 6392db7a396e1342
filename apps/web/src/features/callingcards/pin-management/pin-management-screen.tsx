/**
 * Pin Management (spec 002 'Pin Management', §4, §8) at /pinmanagement/:type: 'Admin Management' or
 * 'Cabin Management' ('Pin Management' for any other type, which lists every PIN and adds none). Tabs
 * All, Active and Inactive; search; advanced search (Pin or Cabin, Name, Order By) with its count; Add;
 * CSV upload; Reset Billing Period for cabins; columns, export and Load More. Pressing a row opens
 * Update. Creating a PIN goes back to All with no search or filter. A new :type starts the screen anew.
 * Add, upload, Reset Billing Period and Update only for a role that may change calling cards; for others a
 * row opens nothing.
 */
import { Button } from '@mantine/core';
import type { Card, CardList, CardType } from '@portside/contract/callingcards/cards';
import { IconPlus, IconRotateClockwise } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useT } from '../../../kit/i18n/index.ts';
import { ListScreen, type QueryParams, useListController, withoutActions } from '../../../kit/list/index.ts';
import { useCan } from '../../../kit/session/permissions.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { useShipZone } from '../ship-time/ship-time-api.ts';
import { CARD_PATH, pinsKey } from './api/pins-api.ts';
import { pinColumns } from './pin-columns.tsx';
import { PinDialog } from './pin-dialog.tsx';
import { noPinFilters, type PinFilters, pinFilterFields, pinFilterParams } from './pin-filters.tsx';
import { cardTypeOf } from './pin-rules.ts';
import { ResetBillingModal } from './reset-billing-modal.tsx';
import { UploadPinsButton } from './upload-pins.tsx';

const TABS = ['all', 'active', 'inactive'] as const;
type Tab = (typeof TABS)[number];
const ACTIVE: Record<Tab, string | undefined> = { all: undefined, active: '1', inactive: '0' };

const page = (answer: CardList) => ({ rows: answer.data, total: answer.total, totalKind: answer.total_kind });

export function PinManagementScreen() {
  const { type } = useParams();
  // A new route type is a new screen: its tab, search, filters and list start again.
  return <PinManagement key={type ?? ''} type={cardTypeOf(type)} />;
}

function PinManagement({ type }: { type: CardType | null }) {
  const t = useT();
  const { domain } = useCurrentSession().environment;
  // Created and last-use days are the ship's, on screen and in the export (issue 13 item 4).
  const zone = useShipZone(domain);
  const canWrite = useCan('callingcards.write');
  const [tab, setTab] = useState<Tab>('all');
  const [dialog, setDialog] = useState<{ card: Card | null } | null>(null);
  const [resetting, setResetting] = useState(false);
  const params: QueryParams = useMemo(() => ({ type, active: ACTIVE[tab] }), [type, tab]);
  const list = useListController<Card, CardList, PinFilters>({
    queryKey: pinsKey(domain),
    path: CARD_PATH,
    page,
    params,
    filters: noPinFilters,
    filterParams: pinFilterParams,
  });
  const columns = useMemo(() => {
    const all = pinColumns(t, type, (card) => setDialog({ card }));
    return canWrite ? all : withoutActions(all);
  }, [t, type, canWrite]);
  const filterFields = useMemo(() => pinFilterFields(type), [type]);

  const title = t(
    type === 'cabin'
      ? 'screens.cabinManagement'
      : type === 'admin'
        ? 'screens.adminManagement'
        : 'screens.pinManagement',
  );

  // Spec 002 §4: creating a PIN resets the tab to All and clears search and filter.
  const afterCreate = () => {
    setTab('all');
    list.setSearchInput('');
    list.setFilters(noPinFilters);
  };

  return (
    <>
      <ListScreen
        title={title}
        screen={`pinmanagement-${type ?? 'all'}`}
        exportAsShown
        timeZone={zone}
        list={list}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('pins.search')}
        advancedSearch={filterFields}
        loadMoreLabel={t('pins.loadMore')}
        tabs={{
          value: tab,
          onChange: (value) => setTab(value as Tab),
          label: t('pins.tabsLabel'),
          items: TABS.map((value) => ({ value, label: t(`pins.tabs.${value}`) })),
        }}
        onRowClick={canWrite ? (card) => setDialog({ card }) : undefined}
        actions={
          type && canWrite ? (
            <>
              {type === 'cabin' ? (
                <Button
                  variant="default"
                  leftSection={<IconRotateClockwise size={18} />}
                  onClick={() => setResetting(true)}
                >
                  {t('pins.reset.button')}
                </Button>
              ) : null}
              <UploadPinsButton domain={domain} type={type} onDone={() => void list.reload()} />
              <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ card: null })}>
                {t(`pins.add.${type}`)}
              </Button>
            </>
          ) : null
        }
      />
      <PinDialog
        domain={domain}
        type={dialog?.card?.type ?? type ?? 'admin'}
        card={dialog?.card ?? null}
        opened={canWrite && dialog !== null}
        onClose={() => setDialog(null)}
        onCreated={afterCreate}
      />
      {type === 'cabin' && canWrite ? (
        <ResetBillingModal domain={domain} opened={resetting} onClose={() => setResetting(false)} />
      ) : null}
    </>
  );
}
