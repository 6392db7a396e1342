/** The title block every console screen starts with. */
import { Group, Stack, Text, Title } from '@mantine/core';

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="lg" wrap="wrap">
      <Stack gap={2} miw={0}>
        <Title order={1} fz={{ base: 24, sm: 28 }} c="harbor.9">
          {title}
        </Title>
        {subtitle ? (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {actions}
    </Group>
  );
}
