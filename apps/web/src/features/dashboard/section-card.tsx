/** A titled dashboard section; skeleton lines while the figures load. */
import { Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { IconServer } from '@tabler/icons-react';

export function SectionCard({
  title,
  icon: Icon,
  loading,
  hint,
  children,
}: {
  title: string;
  icon: typeof IconServer;
  loading: boolean;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title} miw={0} h="100%">
      {/* A long title (Greek, German) keeps its words: the hint goes under it rather than clip it. */}
      <Group gap="sm" mb="md" wrap="wrap" justify="space-between" style={{ rowGap: 4 }}>
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon variant="light" size={34} radius="md">
            <Icon size={20} stroke={1.7} />
          </ThemeIcon>
          <Title order={2} fz="lg" fw={600} lineClamp={2}>
            {title}
          </Title>
        </Group>
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Group>
      {loading ? (
        <Stack gap="xs" aria-hidden>
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} width="70%" />
        </Stack>
      ) : (
        children
      )}
    </Card>
  );
}
