/**
 * App Access (spec 001 §2): who may sign in by e-mailed code. Count, add, CSV upload (extension, email;
 * 500 ms between rows), column chooser (ID, Extension, Preference, Email, Status, Date; the middle three
 * by default), delete per row, Load More Records and export, all on the current environment. Add, upload
 * and delete only for a role that may change the PBX.
 */
import { Badge, Button } from '@mantine/core';
import type { AppAccess, AppAccessList } from '@portside/contract/pbx/app-access';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { CsvUploadDialog } from '../../../kit/csv-upload/index.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { type ListColumn, ListScreen, useListController, withoutActions } from '../../../kit/list/index.ts';
import { useCan } from '../../../kit/session/permissions.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { AddressText } from '../shared/address-text.tsx';
import { AddAppAccessDialog } from './add-app-access-dialog.tsx';
import { appAccessKeys } from './api/app-access-keys.ts';
import { createAppAccess } from './api/create-app-access.ts';
import { DeleteAppAccessButton } from './delete-app-access-button.tsx';

/** Spec 001 §9: the app access bulk upload pauses 500 ms after each row. */
const UPLOAD_PAUSE_MS = 500;
const UPLOAD_COLUMNS = ['extension', 'email'] as const;

export function AppAccessScreen() {
  const t = useT();
  const { environment } = useCurrentSession();
  const canWrite = useCan('pbx.write');
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState(false);
  const list = useListController({
    queryKey: appAccessKeys.all(environment.domain),
    path: '/v1/appaccess',
    page: (answer: AppAccessList) => ({ rows: answer.securityCodes, total: answer.total }),
  });
  const reload = () => void list.reload();

  const columns: ListColumn<AppAccess>[] = [
    { id: 'id', title: t('appAccess.id'), defaultVisible: false },
    {
      id: 'extension',
      title: t('appAccess.extension'),
      overflow: 'wrap',
      render: (row) => <AddressText value={row.extension} />,
    },
    {
      id: 'preference',
      title: t('appAccess.preference'),
      // The code is sent by e-mail, the one preference there is: its word in the page's language.
      render: (row) => (row.preference === 'email' ? t('appAccess.email') : row.preference),
    },
    { id: 'email', title: t('appAccess.email'), overflow: 'anywhere' },
    {
      id: 'status',
      title: t('appAccess.status'),
      defaultVisible: false,
      render: (row) =>
        row.status === 1 ? (
          <Badge color="teal" variant="light">
            {t('appAccess.active')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {t('appAccess.inactive')}
          </Badge>
        ),
    },
    { id: 'creationdate', title: t('appAccess.date'), date: true, defaultVisible: false },
    {
      id: 'delete',
      title: t('appAccess.delete'),
      action: true,
      textAlign: 'right',
      render: (row) => <DeleteAppAccessButton row={row} onDeleted={reload} />,
    },
  ];

  return (
    <>
      <ListScreen
        title={t('screens.appAccess')}
        screen="appaccess"
        list={list}
        columns={canWrite ? columns : withoutActions(columns)}
        rowKey="id"
        searchable={false}
        actions={
          canWrite ? (
            <>
              <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
                {t('appAccess.add')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconUpload size={18} />}
                onClick={() => setUploading(true)}
              >
                {t('csvUpload.button')}
              </Button>
            </>
          ) : null
        }
      />
      <AddAppAccessDialog
        opened={adding}
        onClose={() => setAdding(false)}
        onSaved={reload}
        domain={environment.domain}
      />
      <CsvUploadDialog
        opened={uploading}
        onClose={() => setUploading(false)}
        onDone={reload}
        title={t('appAccess.uploadTitle')}
        columns={UPLOAD_COLUMNS}
        toRequest={(row) => ({ extension: row.extension ?? '', email: row.email ?? '' })}
        create={createAppAccess}
        pauseMs={UPLOAD_PAUSE_MS}
        failuresFileName={`appaccess-failures-${environment.code}`}
      />
    </>
  );
}
