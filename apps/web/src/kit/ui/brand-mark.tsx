/** The Portside mark: a wave under a "P", in the brand colours. */
import { Group, Text } from '@mantine/core';
import { useT } from '../i18n/index.ts';

export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-harbor-8)" />
      <path
        d="M9 21c2.5 2 4.5 2 7 0s4.5-2 7 0"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <path
        d="M12 18V9h5.5a3.5 3.5 0 0 1 0 7H12"
        fill="none"
        stroke="#7fd1e8"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function BrandMark({ label, size = 32 }: { label?: string; size?: number }) {
  const t = useT();
  return (
    <Group gap={10} wrap="nowrap">
      <BrandLogo size={size} />
      <Text fw={700} fz={size > 30 ? 'xl' : 'lg'} c="harbor.9" truncate>
        {label ?? t('brand.name')}
      </Text>
    </Group>
  );
}
