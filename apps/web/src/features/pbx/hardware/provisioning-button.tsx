/**
 * View Provisioning File (issue 14 item 4): a row action for a role with 'pbx.secrets' (the server
 * refuses others with 403). The dialog shows the file as a Yealink or Grandstream phone fetches it, with a
 * download; when its credential was made and when a phone last fetched it; and Rotate Credential, which
 * asks first (phones holding the old address stop getting their file) and then shows the new addresses
 * once.
 */
import { Alert, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { formatMac, type HardwareFile, type ProvisioningCredential } from '@portside/contract/pbx/hardware';
import { IconAlertTriangle, IconFileCode } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../kit/api-client.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { formatListDate, RowAction } from '../../../kit/list/index.ts';
import { useRotateCredential } from './api/hardware-api.ts';
import { CredentialCard } from './credential-card.tsx';
import { PhoneFileView } from './phone-file-view.tsx';

function Credential({ domain, file }: { domain: string; file: HardwareFile }) {
  const t = useT();
  const rotate = useRotateCredential(domain);
  const [asking, setAsking] = useState(false);
  const [fresh, setFresh] = useState<ProvisioningCredential | null>(null);
  if (fresh) return <CredentialCard credential={fresh} />;
  const failure = rotate.error && isApiError(rotate.error) ? rotate.error.serverMessage : null;
  return (
    <Stack gap="xs">
      <Text size="sm">
        {t('hardware.credential.made', { date: formatListDate(file.credential_created_at) })}{' '}
        {file.provisioned_at
          ? t('hardware.credential.fetched', { date: formatListDate(file.provisioned_at) })
          : t('hardware.credential.neverFetched')}
      </Text>
      {asking ? (
        <Alert color="orange" variant="light" title={t('hardware.credential.confirmTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('hardware.credential.confirm')}</Text>
            <Group gap="xs">
              <Button
                color="orange"
                loading={rotate.isPending}
                onClick={() => rotate.mutate(file.mac, { onSuccess: setFresh })}
              >
                {t('hardware.credential.rotate')}
              </Button>
              <Button variant="default" onClick={() => setAsking(false)}>
                {t('hardware.credential.cancel')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group>
          <Button variant="default" onClick={() => setAsking(true)}>
            {t('hardware.credential.rotate')}
          </Button>
        </Group>
      )}
      {rotate.isError ? (
        <Alert color="red" variant="light" role="alert">
          {failure ?? t('hardware.errors.failed')}
        </Alert>
      ) : null}
    </Stack>
  );
}

export function ProvisioningButton({ domain, file }: { domain: string; file: HardwareFile }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const mac = formatMac(file.mac);
  return (
    <>
      <RowAction
        label={t('hardware.config.viewRow', { mac })}
        icon={<IconFileCode size={18} />}
        onClick={() => setOpened(true)}
      />
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('hardware.config.title', { mac })}
        size={760}
        // React events bubble out of the portal to the row: a click in the dialog must not press it.
        onClick={(event) => event.stopPropagation()}
      >
        {opened ? (
          <Stack gap="md">
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />}>
              {t('hardware.config.warning')}
            </Alert>
            <PhoneFileView mac={file.mac} />
            <Divider label={t('hardware.credential.title')} labelPosition="left" />
            <Credential domain={domain} file={file} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)} data-autofocus>
                {t('hardware.config.close')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
