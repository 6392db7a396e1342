/**
 * View Configuration File: the phone's XML as the provisioning server hands it over (spec 001 §7). It
 * carries SIP passwords in clear, so the screen offers it only to a role with 'pbx.secrets' (the server
 * refuses others with 403), fetches it only while the dialog is open and keeps no copy afterwards.
 */
import { Alert, Button, Center, Code, Group, Loader, Modal, ScrollArea, Stack } from '@mantine/core';
import { formatMac, type HardwareFile } from '@portside/contract/pbx/hardware';
import { IconAlertTriangle, IconFileCode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, isApiError } from '../../../kit/api-client.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { RowAction } from '../../../kit/list/index.ts';
import { HARDWARE_BASE } from './api/hardware-api.ts';

function ConfigFile({ file }: { file: HardwareFile }) {
  const t = useT();
  const config = useQuery({
    queryKey: ['hardware', 'config', file.status, file.mac],
    queryFn: () =>
      api.getText(`${HARDWARE_BASE}/${file.status}/mac/${encodeURIComponent(file.mac)}`, 'application/xml'),
    // Secrets: asked again each time, dropped from the cache as soon as the dialog closes.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (config.isPending) {
    return (
      <Center py="lg">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (config.isError) {
    const sentence = isApiError(config.error) ? config.error.serverMessage : null;
    return (
      <Alert color="red" variant="light" role="alert">
        {sentence ?? t('hardware.config.failed')}
      </Alert>
    );
  }
  return (
    <ScrollArea.Autosize mah="60vh" type="auto">
      <Code block aria-label={t('hardware.config.title', { mac: formatMac(file.mac) })}>
        {config.data}
      </Code>
    </ScrollArea.Autosize>
  );
}

export function ViewConfigButton({ file }: { file: HardwareFile }) {
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
        size={720}
        // React events bubble out of the portal to the row: a click in the dialog must not press it.
        onClick={(event) => event.stopPropagation()}
      >
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />}>
            {t('hardware.config.warning')}
          </Alert>
          {opened ? <ConfigFile file={file} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)} data-autofocus>
              {t('hardware.config.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
