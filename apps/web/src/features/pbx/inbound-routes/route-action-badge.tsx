/** Where a route sends its calls, as a badge: 'Extension 2101', 'Ring Group 6001', 'Hangup'; the label beside it. */
import { Badge, Group, Text } from '@mantine/core';
import type { InboundRoute } from '@portside/contract/pbx/inbound-routes';
import { type TFunction, useT } from '../../../kit/i18n/index.ts';

type Action = InboundRoute['dialplan_destination_actions'][number];

const KEEP_WHOLE = { flexShrink: 0, minWidth: 'max-content' } as const;

const COLORS: Record<Action['name'], string> = {
  extension: 'blue',
  ringgroup: 'grape',
  voicemail: 'teal',
  other: 'gray',
};

export function routeActionText(action: Action, t: TFunction): string {
  if (action.name === 'other') {
    const known = ['check_voicemail', 'company_directory', 'hangup'] as const;
    const value = known.find((k) => k === action.value);
    return value ? t(`inboundRoutes.otherActions.${value}`) : action.value;
  }
  return t(`inboundRoutes.badge.${action.name}`, { value: action.value });
}

export function RouteActionBadge({ action }: { action: Action | undefined }) {
  const t = useT();
  if (!action) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {/* Never cut: a badge that may shrink shows 'V…' in a narrow table. */}
      <Badge color={COLORS[action.name]} variant="light" radius="sm" tt="none" style={KEEP_WHOLE}>
        {routeActionText(action, t)}
      </Badge>
      {action.name !== 'other' && action.label ? (
        <Text size="sm" c="dimmed" span miw={120}>
          {action.label}
        </Text>
      ) : null}
    </Group>
  );
}
