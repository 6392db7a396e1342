/**
 * Extensions (spec 001 §2 'Extensions'): search, advanced search with its filter count, total, Add
 * Extension, CSV upload, column chooser, export (the server writes a room's description as gateway and
 * port), rows whose gateway opens the Gateway screen, and Load More Extensions. Add, upload, and each
 * row's Edit and Delete (pressing a row edits it too) only for a role that may change the PBX.
 */
import { Button } from '@mantine/core';
import type { Extension } from '@portside/contract/pbx/extensions';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useT } from '../../../kit/i18n/index.ts';
import { ListScreen } from '../../../kit/list/index.ts';
import { useCan } from '../../../kit/session/permissions.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { AddExtensionModal } from './add-extension-modal.tsx';
import { useExtensionList } from './api/use-extension-list.ts';
import { EditExtensionModal } from './edit-extension-modal.tsx';
import { extensionColumns } from './extension-columns.tsx';
import { ExtensionFilterFields, extensionFilterParams, noExtensionFilters } from './extension-filters.tsx';
import { UploadExtensionsButton } from './upload-extensions.tsx';

export function ExtensionsScreen() {
  const t = useT();
  const { domain } = useCurrentSession().environment;
  const canWrite = useCan('pbx.write');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Extension | null>(null);
  const list = useExtensionList(domain, { filters: noExtensionFilters, filterParams: extensionFilterParams });
  const columns = useMemo(
    () => extensionColumns(t, canWrite ? { domain, onEdit: setEditing } : undefined),
    [t, canWrite, domain],
  );

  return (
    <>
      <ListScreen
        title={t('screens.extensions')}
        screen="extensions"
        list={list}
        columns={columns}
        rowKey="extension_uuid"
        onRowClick={canWrite ? setEditing : undefined}
        searchPlaceholder={t('extensions.search')}
        advancedSearch={ExtensionFilterFields}
        loadMoreLabel={t('extensions.loadMore')}
        actions={
          canWrite ? (
            <>
              <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
                {t('extensions.add')}
              </Button>
              <UploadExtensionsButton domain={domain} onDone={() => void list.reload()} />
            </>
          ) : null
        }
      />
      {canWrite ? (
        <AddExtensionModal domain={domain} opened={adding} onClose={() => setAdding(false)} />
      ) : null}
      {canWrite && editing ? (
        <EditExtensionModal
          key={editing.extension_uuid}
          domain={domain}
          extension={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
