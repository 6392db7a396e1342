/** The count line above a list ('Total: 55'), announced politely when it changes. */
import { Group, Text } from '@mantine/core';
import type { TotalKind } from '@portside/contract/pbx/list';
import type { ReactNode } from 'react';
import { formatCount } from '../format.ts';
import { type TFunction, useT } from '../i18n/index.ts';

/** A total as the user reads it: 1,111 counted, 1,000+ where counting stopped, about 9,100 estimated. */
export function formatTotal(t: TFunction, total: number, kind: TotalKind = 'exact'): string {
  const count = formatCount(total);
  if (kind === 'capped') return t('list.totalCapped', { total: count });
  if (kind === 'estimated') return t('list.totalEstimated', { total: count });
  return count;
}

export function ListCount({
  total,
  kind,
  aside,
}: {
  total: number | null;
  kind?: TotalKind;
  aside?: ReactNode;
}) {
  const t = useT();
  const count = (
    <Text size="sm" c="dimmed" mb={aside ? 0 : 'xs'} aria-live="polite">
      {total === null ? '\u00a0' : t('list.total', { total: formatTotal(t, total, kind) })}
    </Text>
  );
  if (!aside) return count;
  return (
    <Group justify="space-between" align="center" mb="xs">
      {count}
      {aside}
    </Group>
  );
}
