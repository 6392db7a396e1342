/**
 * After Add: the new phone's provisioning addresses, shown this once (issue 14 item 4). Closing the
 * dialog forgets them; View Provisioning File can rotate the credential for new ones.
 */
import { Button, Group, Modal, Stack } from '@mantine/core';
import { type CreatedHardwareFile, formatMac } from '@portside/contract/pbx/hardware';
import { useT } from '../../../kit/i18n/index.ts';
import { CredentialCard } from './credential-card.tsx';

export function CredentialReveal({
  file,
  onClose,
}: {
  file: CreatedHardwareFile | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      opened={file?.credential != null}
      onClose={onClose}
      title={t('hardware.credential.revealTitle', { mac: file ? formatMac(file.mac) : '' })}
      size={680}
    >
      {file?.credential ? (
        <Stack gap="md">
          <CredentialCard credential={file.credential} />
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('hardware.credential.done')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
