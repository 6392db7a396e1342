/**
 * Upload extensions from CSV (spec 001 §3): columns phone, extension, password, name, description,
 * domain; one createfull per row through the shared upload dialog. A row's domain is where it is
 * created (the server refuses a domain the account may not use); a blank one means the current ship.
 */
import { Button } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { type CsvRow, CsvUploadDialog } from '../../../kit/csv-upload/index.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { toCreateBody } from './add-extension-rules.ts';
import { createExtension } from './api/use-create-extension.ts';

export const EXTENSION_UPLOAD_COLUMNS = [
  'phone',
  'extension',
  'password',
  'name',
  'description',
  'domain',
] as const;

export function rowToUpload(row: CsvRow, currentDomain: string) {
  return {
    domain: row.domain?.trim() || currentDomain,
    body: toCreateBody({
      name: row.name ?? '',
      extension: row.extension ?? '',
      password: row.password ?? '',
      description: row.description ?? '',
      phone: row.phone ?? '',
    }),
  };
}

export function UploadExtensionsButton({ domain, onDone }: { domain: string; onDone: () => void }) {
  const t = useT();
  const { environment } = useCurrentSession();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconUpload size={18} />} onClick={() => setOpened(true)}>
        {t('extensions.upload')}
      </Button>
      <CsvUploadDialog
        opened={opened}
        onClose={() => setOpened(false)}
        onDone={onDone}
        title={t('extensions.uploadTitle')}
        columns={EXTENSION_UPLOAD_COLUMNS}
        toRequest={(row) => rowToUpload(row, domain)}
        create={(request) => createExtension(request.domain, request.body)}
        failuresFileName={`extensions-failures-${environment.code}`}
      />
    </>
  );
}
