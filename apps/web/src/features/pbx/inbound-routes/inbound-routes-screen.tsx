/**
 * Inbound Routes (spec 001 §2): search, add, column chooser, export (file inboundroutes), Load More.
 * A row's Edit button (or pressing the row) opens the update dialog, which also deletes. Add and Edit only
 * for a role that may change the PBX; for others a row opens nothing.
 */
import { Badge, Button } from '@mantine/core';
import type { InboundRoute, InboundRouteList } from '@portside/contract/pbx/inbound-routes';
import { IconEdit, IconPlus } from '@tabler/icons-react';
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
import { inboundRoutesKey, inboundRoutesPath } from './api/inbound-routes-api.ts';
import { RouteActionBadge } from './route-action-badge.tsx';
import { RouteDialog } from './route-dialog.tsx';

/** Each action comes with what it is (an extension's name, a ring group's name). */
const PARAMS = { withExtraInfo: 'true' };

export function InboundRoutesScreen() {
  const t = useT();
  const { domain } = useCurrentSession().environment;
  const canWrite = useCan('pbx.write');
  const [dialog, setDialog] = useState<{ route: InboundRoute | null } | null>(null);
  const list = useListController({
    queryKey: inboundRoutesKey(domain),
    path: inboundRoutesPath(domain),
    params: PARAMS,
    page: (answer: InboundRouteList) => ({
      rows: answer.dialplans,
      total: answer.total,
      totalKind: answer.total_kind,
    }),
  });

  const columns: ListColumn<InboundRoute>[] = [
    { id: 'dialplan_uuid', title: t('inboundRoutes.id'), defaultVisible: false },
    { id: 'dialplan_name', title: t('inboundRoutes.name'), overflow: 'wrap' },
    { id: 'dialplan_number', title: t('inboundRoutes.number') },
    {
      id: 'dialplan_destination_actions',
      title: t('inboundRoutes.routeTo'),
      overflow: 'wrap',
      render: (row) => <RouteActionBadge action={row.dialplan_destination_actions[0]} />,
    },
    { id: 'dialplan_description', title: t('inboundRoutes.description'), overflow: 'wrap' },
    {
      id: 'dialplan_enabled',
      title: t('inboundRoutes.status'),
      defaultVisible: false,
      render: (row) => (
        <Badge color={row.dialplan_enabled === 'true' ? 'teal' : 'gray'} variant="light" miw="max-content">
          {row.dialplan_enabled === 'true' ? t('inboundRoutes.enabled') : t('inboundRoutes.disabled')}
        </Badge>
      ),
    },
    { id: 'dialplan_order', title: t('inboundRoutes.order'), defaultVisible: false },
    { id: 'dialplan_context', title: t('inboundRoutes.context'), defaultVisible: false },
    { id: 'insert_date', title: t('inboundRoutes.date'), date: true, defaultVisible: false },
    {
      id: 'edit',
      title: t('inboundRoutes.edit'),
      action: true,
      textAlign: 'right',
      render: (row) => {
        const label = t('inboundRoutes.editRow', { name: row.dialplan_name });
        return (
          <RowAction label={label} onClick={() => setDialog({ route: row })} icon={<IconEdit size={18} />} />
        );
      },
    },
  ];

  return (
    <>
      <ListScreen
        title={t('inboundRoutes.title')}
        screen="inboundroutes"
        list={list}
        columns={canWrite ? columns : withoutActions(columns)}
        rowKey="dialplan_uuid"
        searchPlaceholder={t('inboundRoutes.search')}
        onRowClick={canWrite ? (row) => setDialog({ route: row }) : undefined}
        actions={
          canWrite ? (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ route: null })}>
              {t('inboundRoutes.add')}
            </Button>
          ) : null
        }
      />
      <RouteDialog
        domain={domain}
        opened={canWrite && dialog !== null}
        route={dialog?.route ?? null}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
