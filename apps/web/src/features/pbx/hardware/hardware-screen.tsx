/**
 * Hardware (spec 001 §2): tabs All, Pending and Archived over the ship's provisioning files; search,
 * advanced search with Order By (sent with the list and the export), Add, column chooser, export (file
 * hardware), Load More. Each row has Edit, and Delete Configuration
 * File while the file is pending; pressing a row edits it too. Add, Edit and Delete only for a role that
 * may change the PBX (for others a row opens nothing); View Provisioning File, which shows SIP passwords
 * and rotates the phone's provisioning credential, only for a role with the secrets permission, which
 * also sees a new phone's provisioning addresses once after Add.
 */
import { Badge, Button, Group, Text } from '@mantine/core';
import {
  type CreatedHardwareFile,
  formatMac,
  HARDWARE_TABS,
  type HardwareFile,
  type HardwareList,
} from '@portside/contract/pbx/hardware';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../kit/i18n/index.ts';
import { type ListColumn, ListScreen, RowAction, useListController } from '../../../kit/list/index.ts';
import { useCan } from '../../../kit/session/permissions.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { hardwareKey, hardwareTabPath } from './api/hardware-api.ts';
import { CredentialReveal } from './credential-reveal.tsx';
import { DeleteHardwareButton } from './delete-hardware-button.tsx';
import { HardwareDialog } from './hardware-dialog.tsx';
import { HardwareFilterFields, hardwareFilterParams, noHardwareFilters } from './hardware-filters.tsx';
import { ProvisioningButton } from './provisioning-button.tsx';

/** A badge the table must not squeeze to 'PE…' on a phone. */
const KEEP_WHOLE = { minWidth: 'max-content' } as const;

export function HardwareScreen() {
  const t = useT();
  const { domain } = useCurrentSession().environment;
  const canWrite = useCan('pbx.write');
  const canReadSecrets = useCan('pbx.secrets');
  const [tab, setTab] = useState<string>('all');
  const [dialog, setDialog] = useState<{ file: HardwareFile | null } | null>(null);
  const [created, setCreated] = useState<CreatedHardwareFile | null>(null);
  const list = useListController({
    queryKey: hardwareKey(domain),
    path: hardwareTabPath(tab),
    page: (answer: HardwareList) => ({
      rows: answer.data,
      total: answer.total,
      totalKind: answer.total_kind,
    }),
    filters: noHardwareFilters,
    filterParams: hardwareFilterParams,
  });

  const columns: ListColumn<HardwareFile>[] = [
    {
      id: 'mac',
      title: t('hardware.mac'),
      render: (row) => (
        <Text size="sm" ff="monospace">
          {formatMac(row.mac)}
        </Text>
      ),
    },
    { id: 'name', title: t('hardware.name'), overflow: 'wrap' },
    { id: 'ext', title: t('hardware.ext'), overflow: 'wrap' },
    {
      id: 'status',
      title: t('hardware.status'),
      render: (row) => (
        <Badge color={row.status === 'pending' ? 'yellow' : 'gray'} variant="light" style={KEEP_WHOLE}>
          {t(`hardware.statuses.${row.status}`)}
        </Badge>
      ),
    },
    {
      id: 'timezone',
      title: t('hardware.timezone'),
      overflow: 'wrap',
      render: (row) => t(`hardware.timezones.${row.timezone}`),
    },
    { id: 'filepath', title: t('hardware.filepath'), overflow: 'anywhere', defaultVisible: false },
    { id: 'creationdate', title: t('hardware.date'), date: true },
  ];
  if (canWrite || canReadSecrets) {
    columns.push({
      id: 'actions',
      title: t('hardware.actions'),
      action: true,
      textAlign: 'right',
      render: (row) => {
        const label = t('hardware.editRow', { mac: formatMac(row.mac) });
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {canReadSecrets ? <ProvisioningButton domain={domain} file={row} /> : null}
            {canWrite ? (
              <>
                <RowAction label={label} onClick={() => setDialog({ file: row })} />
                <DeleteHardwareButton domain={domain} file={row} />
              </>
            ) : null}
          </Group>
        );
      },
    });
  }

  return (
    <>
      <ListScreen
        title={t('hardware.title')}
        screen="hardware"
        list={list}
        columns={columns}
        rowKey="mac"
        searchPlaceholder={t('hardware.search')}
        advancedSearch={HardwareFilterFields}
        tabs={{
          value: tab,
          onChange: setTab,
          label: t('hardware.tabsLabel'),
          items: HARDWARE_TABS.map((value) => ({ value, label: t(`hardware.tabs.${value}`) })),
        }}
        onRowClick={canWrite ? (row) => setDialog({ file: row }) : undefined}
        actions={
          canWrite ? (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ file: null })}>
              {t('hardware.add')}
            </Button>
          ) : null
        }
      />
      <HardwareDialog
        domain={domain}
        opened={canWrite && dialog !== null}
        file={dialog?.file ?? null}
        onClose={() => setDialog(null)}
        onCreated={setCreated}
      />
      <CredentialReveal file={created} onClose={() => setCreated(null)} />
    </>
  );
}
