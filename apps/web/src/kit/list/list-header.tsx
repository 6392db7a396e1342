/** The top of a list screen: back button, title and the screen's actions (add, upload, refresh). */
import { ActionIcon, Group, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../i18n/index.ts';

/** Back to where the user came from; a screen opened directly goes back to the dashboard. */
export function ListHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => (location.key === 'default' ? navigate('/dashboard') : navigate(-1));
  return (
    <Group justify="space-between" align="center" gap="sm" mb="md" wrap="wrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Tooltip label={t('list.back')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={36}
            onClick={() => void back()}
            aria-label={t('list.back')}
          >
            <IconArrowLeft size={20} />
          </ActionIcon>
        </Tooltip>
        <Title order={1} fz={{ base: 24, sm: 28 }} c="harbor.9" lineClamp={2}>
          {title}
        </Title>
      </Group>
      {actions ? (
        <Group gap="sm" wrap="wrap">
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}
