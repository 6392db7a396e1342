/** A ring group's timeout action as a badge (spec 001 §3): 'Extension 2101', 'Ring Group 6001', 'Hangup'. */
import { Badge, Text } from '@mantine/core';
import type { TimeoutAction } from '@portside/contract/pbx/ring-groups';
import { type TFunction, useT } from '../../../kit/i18n/index.ts';

const COLORS: Record<TimeoutAction['name'], string> = {
  extension: 'blue',
  ringgroup: 'grape',
  voicemail: 'teal',
  other: 'gray',
};

export function timeoutActionLabel(action: TimeoutAction, t: TFunction): string {
  if (action.name === 'other') return t(`ringGroups.otherActions.${action.value}`);
  return t(`ringGroups.badge.${action.name}`, { value: action.value });
}

export function TimeoutActionBadge({ action }: { action: TimeoutAction | null }) {
  const t = useT();
  if (action === null) {
    return (
      <Text size="sm" c="dimmed" span>
        {t('ringGroups.actionTypes.none')}
      </Text>
    );
  }
  return (
    // A table cell may not squeeze it: the whole label always shows ('Company Directory').
    <Badge color={COLORS[action.name]} variant="light" radius="sm" tt="none" miw="max-content">
      {timeoutActionLabel(action, t)}
    </Badge>
  );
}
