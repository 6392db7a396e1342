/** Caller name and the four call forwards, read-only here; Edit opens the form. */
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { SelfSummary } from '@portside/contract/self';
import { IconPhoneCall } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../kit/i18n/index.ts';
import { EditProfileDialog } from './edit-profile-dialog.tsx';
import { SELF_FORWARDS } from './self-rules.ts';
import { SelfSection } from './self-section.tsx';

export function ProfileSection({ summary }: { summary: SelfSummary }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  return (
    <SelfSection
      title={t('self.profile.title')}
      icon={IconPhoneCall}
      actions={
        <Button variant="light" size="xs" onClick={() => setEditing(true)}>
          {t('self.profile.edit')}
        </Button>
      }
    >
      <Stack gap="sm">
        <div>
          <Text size="xs" c="dimmed">
            {t('self.profile.callerName')}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {summary.effective_caller_id_name}
          </Text>
        </div>
        <Stack gap={6} component="dl" m={0}>
          {SELF_FORWARDS.map((name) => {
            const forward = summary[name];
            return (
              <Group key={name} justify="space-between" gap="xs" wrap="nowrap">
                <Text component="dt" size="sm">
                  {t(`self.profile.forwards.${name}`)}
                </Text>
                {/* The state keeps its whole word; a long label (Greek, French) wraps beside it instead. */}
                <Text component="dd" m={0} size="sm" style={{ flexShrink: 0 }}>
                  {forward.enabled ? (
                    <Badge variant="light" color="teal" tt="none">
                      {t('self.profile.to', { destination: forward.destination })}
                    </Badge>
                  ) : (
                    <Badge variant="light" color="gray" tt="none">
                      {t('self.profile.off')}
                    </Badge>
                  )}
                </Text>
              </Group>
            );
          })}
        </Stack>
      </Stack>
      <EditProfileDialog summary={editing ? summary : null} onClose={() => setEditing(false)} />
    </SelfSection>
  );
}
