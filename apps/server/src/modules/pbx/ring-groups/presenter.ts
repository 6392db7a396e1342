/**
 * Which fields of a ring group leave the server (outline's presenters), with the spec's wire names. The
 * timeout action is stored as two columns and leaves as { name, value }, or null when there is none.
 */
import {
  type RingGroup,
  type RingGroupColumn,
  RingGroupStrategy,
  TimeoutAction,
} from '@portside/contract/pbx/ring-groups';
import type { CsvColumn } from '../../../platform/csv-export.ts';
import type { RingGroupRow } from './queries.ts';
import { timeoutActionText } from './timeout-action.ts';

function timeoutActionOf(row: RingGroupRow): TimeoutAction | null {
  if (row.timeoutActionName === null) return null;
  const parsed = TimeoutAction.safeParse({ name: row.timeoutActionName, value: row.timeoutActionValue });
  return parsed.success ? parsed.data : null;
}

/** `numbers` only when the caller asked for them (withExtraInfo=true). */
export function toRingGroup(row: RingGroupRow, numbers?: string[]): RingGroup {
  return {
    ring_group_uuid: row.uuid,
    ring_group_extension: row.extension,
    ring_group_name: row.name,
    ring_group_caller_id_name: row.callerIdName,
    ring_group_caller_id_number: row.callerIdNumber,
    ring_group_call_timeout: row.callTimeout,
    ring_group_strategy: RingGroupStrategy.catch('enterprise').parse(row.strategy),
    ring_group_timeout_action: timeoutActionOf(row),
    ring_group_timeout_app: row.timeoutApp,
    ring_group_timeout_data: row.timeoutData,
    ring_group_forward_destination: row.forwardDestination,
    ring_group_forward_enabled: row.forwardEnabled,
    ring_group_enabled: row.enabled,
    ...(numbers ? { destination_numbers: numbers } : {}),
    insert_date: row.insertDate.toISOString(),
  };
}

/**
 * Export cells: the list's values, except that the timeout action reads as its badge does ('Extension
 * 2101', 'Hangup') and the destinations as one cell, numbers separated by a space.
 */
export function ringGroupCsvColumns(ids: RingGroupColumn[]): CsvColumn<RingGroup>[] {
  return ids.map((id) => ({
    id,
    value: (g: RingGroup) => {
      if (id === 'ring_group_timeout_action') return timeoutActionText(g.ring_group_timeout_action);
      if (id === 'destination_numbers') return (g.destination_numbers ?? []).join(' ');
      return g[id];
    },
  }));
}
