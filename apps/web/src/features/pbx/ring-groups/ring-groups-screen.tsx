/**
 * Ring Groups (spec 001 §2 'Ring Groups'): search, advanced search with its filter count, total, Add Ring
 * Group, column chooser, export (ringgroup-<code>-<date>.csv), rows with Edit and Delete, and Load More.
 * Add, Edit and Delete only for a role that may change the PBX; for others a row opens nothing.
 */
import { Button } from '@mantine/core';
import type { RingGroup } from '@portside/contract/pbx/ring-groups';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useT } from '../../../kit/i18n/index.ts';
import { ListScreen, withoutActions } from '../../../kit/list/index.ts';
import { useCan } from '../../../kit/session/permissions.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { AddRingGroupModal } from './add-ring-group-modal.tsx';
import { useRingGroupList } from './api/use-ring-group-list.ts';
import { EditRingGroupModal } from './edit-ring-group-modal.tsx';
import { ringGroupColumns } from './ring-group-columns.tsx';
import { noRingGroupFilters, RingGroupFilterFields, ringGroupFilterParams } from './ring-group-filters.tsx';

export function RingGroupsScreen() {
  const t = useT();
  const { domain } = useCurrentSession().environment;
  const canWrite = useCan('pbx.write');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<RingGroup | null>(null);
  const list = useRingGroupList(domain, noRingGroupFilters, ringGroupFilterParams);
  const columns = useMemo(() => {
    const all = ringGroupColumns(t, domain, setEditing);
    return canWrite ? all : withoutActions(all);
  }, [t, domain, canWrite]);

  return (
    <>
      <ListScreen
        title={t('screens.ringGroups')}
        screen="ringgroups"
        list={list}
        columns={columns}
        rowKey="ring_group_uuid"
        searchPlaceholder={t('ringGroups.search')}
        advancedSearch={RingGroupFilterFields}
        loadMoreLabel={t('ringGroups.loadMore')}
        onRowClick={canWrite ? setEditing : undefined}
        actions={
          canWrite ? (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
              {t('ringGroups.add')}
            </Button>
          ) : null
        }
      />
      {canWrite ? (
        <AddRingGroupModal domain={domain} opened={adding} onClose={() => setAdding(false)} />
      ) : null}
      {canWrite && editing ? (
        <EditRingGroupModal
          key={editing.ring_group_uuid}
          domain={domain}
          group={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
