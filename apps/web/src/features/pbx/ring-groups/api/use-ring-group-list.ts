/** GET /v2/pbx/domain/{domain}/ringgroup?withExtraInfo=true through the list kit (destination numbers included). */
import type { RingGroup, RingGroupList } from '@portside/contract/pbx/ring-groups';
import { type QueryParams, useListController } from '../../../../kit/list/index.ts';
import type { RingGroupFilters } from '../ring-group-filters.tsx';
import { ringGroupPath, ringGroupsKey } from './ring-group-keys.ts';

const page = (answer: RingGroupList) => ({
  rows: answer.ringgroups,
  total: answer.total,
  totalKind: answer.total_kind,
});
const params: QueryParams = { withExtraInfo: true };

export function useRingGroupList(
  domain: string,
  filters: RingGroupFilters,
  filterParams: (f: RingGroupFilters) => QueryParams,
) {
  return useListController<RingGroup, RingGroupList, RingGroupFilters>({
    queryKey: ringGroupsKey(domain),
    path: ringGroupPath(domain),
    page,
    params,
    filters,
    filterParams,
  });
}
