/** A titled card of the self-service home: a labelled region, its actions beside the title. */
import { Card, Group, ThemeIcon, Title } from '@mantine/core';
import type { IconServer } from '@tabler/icons-react';
import { useId } from 'react';

export function SelfSection({
  title,
  icon: Icon,
  actions,
  children,
}: {
  title: string;
  icon: typeof IconServer;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id} miw={0}>
      <Group gap="sm" mb="md" justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon variant="light" size={34} radius="md">
            <Icon size={20} stroke={1.7} />
          </ThemeIcon>
          <Title id={id} order={2} fz="lg" fw={600}>
            {title}
          </Title>
        </Group>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
