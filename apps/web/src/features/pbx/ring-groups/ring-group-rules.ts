/**
 * The rules of the ring group forms (spec 001 §4, §5, §9), as plain functions: the values the add and
 * edit forms share, what each sends, and the destination list staged before a create (a number only once:
 * 'Destination already exists').
 */
import {
  type CreateRingGroupInput,
  DESTINATION_DELAY,
  DESTINATION_TIMEOUT,
  DestinationNumber,
  MAX_RING_SECONDS,
  type OtherTimeoutAction,
  RING_GROUP_CALL_TIMEOUT,
  RING_GROUP_STRATEGIES,
  type RingGroup,
  type RingGroupDestination,
  RingGroupNumber,
  type RingGroupStrategy,
  type TimeoutAction,
  type TimeoutActionName,
  type UpdateRingGroup,
} from '@portside/contract/pbx/ring-groups';

export interface RingGroupFormValues {
  extension: string;
  name: string;
  callerIdName: string;
  callerIdNumber: string;
  callTimeout: number | string;
  strategy: RingGroupStrategy;
  /** '' is no timeout action. */
  actionType: TimeoutActionName | '';
  actionValue: string;
}

/** The add form: call timeout 30 and the first strategy (spec 001 §5). */
export const emptyRingGroup: RingGroupFormValues = {
  extension: '',
  name: '',
  callerIdName: '',
  callerIdNumber: '',
  callTimeout: RING_GROUP_CALL_TIMEOUT,
  strategy: RING_GROUP_STRATEGIES[0],
  actionType: '',
  actionValue: '',
};

/** The edit form of a group as the list shows it. */
export function valuesOf(group: RingGroup): RingGroupFormValues {
  const action = group.ring_group_timeout_action;
  return {
    extension: group.ring_group_extension,
    name: group.ring_group_name,
    callerIdName: group.ring_group_caller_id_name,
    callerIdNumber: group.ring_group_caller_id_number,
    callTimeout: group.ring_group_call_timeout,
    strategy: group.ring_group_strategy,
    actionType: action?.name ?? '',
    actionValue: action?.value ?? '',
  };
}

export const isRingGroupNumber = (value: string) => RingGroupNumber.safeParse(value).success;
export const isDestinationNumber = (value: string) => DestinationNumber.safeParse(value).success;
export const isCallerNumber = (value: string) => /^\+?[0-9]{0,15}$/.test(value.trim());

/** Whole seconds in [min, MAX_RING_SECONDS]. */
export function isSeconds(value: number | string, min: number): boolean {
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return String(value).trim() !== '' && Number.isInteger(n) && n >= min && n <= MAX_RING_SECONDS;
}

/** The action the values describe; null for none, undefined while a chosen type has no value yet. */
export function toTimeoutAction(v: Pick<RingGroupFormValues, 'actionType' | 'actionValue'>) {
  if (v.actionType === '') return null;
  const value = v.actionValue.trim();
  if (value === '') return undefined;
  if (v.actionType === 'other') return { name: 'other', value: value as OtherTimeoutAction } as TimeoutAction;
  return { name: v.actionType, value } as TimeoutAction;
}

/** Create is enabled once extension and name are filled, the timeout is valid and a chosen action has its value. */
export function canCreate(v: RingGroupFormValues): boolean {
  return (
    v.extension.trim() !== '' &&
    v.name.trim() !== '' &&
    isSeconds(v.callTimeout, 1) &&
    toTimeoutAction(v) !== undefined
  );
}

export function canUpdate(v: RingGroupFormValues): boolean {
  return isSeconds(v.callTimeout, 1) && toTimeoutAction(v) !== undefined;
}

export function toCreateBody(v: RingGroupFormValues): CreateRingGroupInput {
  return {
    ring_group_extension: v.extension.trim(),
    ring_group_name: v.name.trim(),
    ring_group_call_timeout: Number(v.callTimeout),
    ring_group_strategy: v.strategy,
    ring_group_timeout_action: toTimeoutAction(v) ?? null,
  };
}

/** Update: caller name and number, call timeout, strategy and timeout action (spec 001 §5, §7). */
export function toUpdateBody(v: RingGroupFormValues): UpdateRingGroup {
  return {
    ring_group_caller_id_name: v.callerIdName.trim(),
    ring_group_caller_id_number: v.callerIdNumber.trim(),
    ring_group_call_timeout: Number(v.callTimeout),
    ring_group_strategy: v.strategy,
    ring_group_timeout_action: toTimeoutAction(v) ?? null,
  };
}

export interface DestinationValues {
  number: string;
  delay: number | string;
  timeout: number | string;
}

export const emptyDestination: DestinationValues = {
  number: '',
  delay: DESTINATION_DELAY,
  timeout: DESTINATION_TIMEOUT,
};

export function toDestination(v: DestinationValues): RingGroupDestination {
  return {
    destination_number: v.number.trim(),
    destination_delay: Number(v.delay),
    destination_timeout: Number(v.timeout),
  };
}

/** The fields of a destination that are not valid yet (none: it can be added). */
export function destinationProblems(v: DestinationValues): Array<keyof DestinationValues> {
  const problems: Array<keyof DestinationValues> = [];
  if (!isDestinationNumber(v.number)) problems.push('number');
  if (!isSeconds(v.delay, 0)) problems.push('delay');
  if (!isSeconds(v.timeout, 1)) problems.push('timeout');
  return problems;
}

/** The staged list with one more number; null when the number is staged already. */
export function stageDestination(
  staged: RingGroupDestination[],
  next: RingGroupDestination,
): RingGroupDestination[] | null {
  return staged.some((d) => d.destination_number === next.destination_number) ? null : [...staged, next];
}
