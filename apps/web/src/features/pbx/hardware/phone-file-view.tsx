/**
 * A phone's file as its maker's phone reads it (Yealink .cfg, Grandstream .xml), fetched only while shown
 * and never kept, with a download of the same text under the name the phone asks for.
 */
import {
  Alert,
  Button,
  Center,
  Code,
  Group,
  Loader,
  ScrollArea,
  SegmentedControl,
  Stack,
} from '@mantine/core';
import { formatMac, type PhoneVendor } from '@portside/contract/pbx/hardware';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../kit/api-client.ts';
import { downloadFile } from '../../../kit/client-export.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { usePhoneFile } from './api/hardware-api.ts';

const FILE_NAMES: Record<PhoneVendor, (mac: string) => string> = {
  yealink: (mac) => `${mac}.cfg`,
  grandstream: (mac) => `cfg${mac}.xml`,
};
const TYPES: Record<PhoneVendor, string> = {
  yealink: 'text/plain;charset=utf-8',
  grandstream: 'application/xml;charset=utf-8',
};

export function PhoneFileView({ mac }: { mac: string }) {
  const t = useT();
  const [vendor, setVendor] = useState<PhoneVendor>('yealink');
  const file = usePhoneFile(mac, vendor);
  const fileName = FILE_NAMES[vendor](mac);
  let body: React.ReactNode;
  if (file.isPending) {
    body = (
      <Center py="lg">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (file.isError) {
    const sentence = isApiError(file.error) ? file.error.serverMessage : null;
    body = (
      <Alert color="red" variant="light" role="alert">
        {sentence ?? t('hardware.config.failed')}
      </Alert>
    );
  } else {
    body = (
      <ScrollArea.Autosize mah="45vh" type="auto">
        <Code block aria-label={t('hardware.config.fileOf', { file: fileName, mac: formatMac(mac) })}>
          {file.data}
        </Code>
      </ScrollArea.Autosize>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          aria-label={t('hardware.config.vendor')}
          value={vendor}
          onChange={(value) => setVendor(value as PhoneVendor)}
          data={[
            { value: 'yealink', label: t('hardware.config.yealink') },
            { value: 'grandstream', label: t('hardware.config.grandstream') },
          ]}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!file.isSuccess}
          onClick={() => file.data !== undefined && downloadFile(fileName, file.data, TYPES[vendor])}
        >
          {t('hardware.config.download', { file: fileName })}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
