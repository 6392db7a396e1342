/**
 * A phone's provisioning credential as the server answers it, once (issue 14 item 4): the addresses to
 * give the phone, with this console's own origin in front, each with a copy button. The server keeps only
 * a hash, so the card says it will not be shown again.
 */
import { ActionIcon, Alert, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { ProvisioningCredential } from '@portside/contract/pbx/hardware';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useT } from '../../../kit/i18n/index.ts';

function Address({ label, value }: { label: string; value: string }) {
  const t = useT();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Code style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} aria-label={label}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('hardware.credential.copied') : t('hardware.credential.copy')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('hardware.credential.copyOf', { what: label })}
                color={copied ? 'teal' : undefined}
                onClick={copy}
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

export function CredentialCard({ credential }: { credential: ProvisioningCredential }) {
  const t = useT();
  const origin = window.location.origin;
  return (
    <Stack gap="sm" data-testid="provisioning-credential">
      <Alert
        color="orange"
        variant="light"
        icon={<IconKey size={20} />}
        title={t('hardware.credential.onceTitle')}
      >
        {t('hardware.credential.once')}
      </Alert>
      <Address label={t('hardware.credential.folder')} value={`${origin}${credential.folder_path}`} />
      <Address label={t('hardware.credential.yealink')} value={`${origin}${credential.yealink_path}`} />
      <Address
        label={t('hardware.credential.grandstream')}
        value={`${origin}${credential.grandstream_path}`}
      />
    </Stack>
  );
}
