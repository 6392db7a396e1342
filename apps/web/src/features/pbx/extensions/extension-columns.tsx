/**
 * The Extensions list's columns: ids are the wire names (the export sends them as columns=). Defaults
 * show what a ship's operator looks up most and fit the 850 px content width: number, name,
 * description, gateway and port of a room, the date it was added. Pressing a room's gateway opens the Gateway screen.
 * For a role that may change the PBX, the last column holds the row's Edit and Delete (never chosen or
 * exported).
 */
import { Anchor, Badge, Group } from '@mantine/core';
import type { Extension } from '@portside/contract/pbx/extensions';
import { Link } from 'react-router';
import type { TFunction } from '../../../kit/i18n/index.ts';
import { type ListColumn, RowAction } from '../../../kit/list/index.ts';
import { DeleteExtensionButton } from './delete-extension-button.tsx';

const yesNo = (t: TFunction, value: boolean) => (
  <Badge variant="light" color={value ? 'teal' : 'gray'} radius="sm" tt="none">
    {value ? t('list.yes') : t('list.no')}
  </Badge>
);

export function GatewayLink({ gateway, t }: { gateway: number | null; t: TFunction }) {
  if (gateway === null) return <>—</>;
  // Spec 001 §5: a room on gateway 0 is on no gateway, so there is no gateway screen to open.
  if (gateway <= 0) return <>{gateway}</>;
  return (
    <Anchor
      component={Link}
      to={`/gateway/${gateway}`}
      size="sm"
      aria-label={t('extensions.openGateway', { gateway })}
    >
      {gateway}
    </Anchor>
  );
}

/** The row actions of a role that may change the PBX: what to edit, and the domain deletes go to. */
export interface ExtensionRowActions {
  domain: string;
  onEdit: (extension: Extension) => void;
}

export function extensionColumns(t: TFunction, actions?: ExtensionRowActions): ListColumn<Extension>[] {
  const columns: ListColumn<Extension>[] = [
    { id: 'extension', title: t('extensions.extension') },
    { id: 'effective_caller_id_name', title: t('extensions.name'), width: 150, overflow: 'ellipsis' },
    { id: 'effective_caller_id_number', title: t('extensions.callerIdNumber'), defaultVisible: false },
    { id: 'outbound_caller_id_name', title: t('extensions.outboundName'), defaultVisible: false },
    { id: 'outbound_caller_id_number', title: t('extensions.outboundNumber'), defaultVisible: false },
    { id: 'description', title: t('extensions.description'), width: 180, overflow: 'ellipsis' },
    {
      id: 'gateway',
      title: t('extensions.gateway'),
      render: (row) => <GatewayLink gateway={row.gateway} t={t} />,
    },
    { id: 'port', title: t('extensions.port') },
    { id: 'phone', title: t('extensions.phone'), defaultVisible: false },
    {
      id: 'toll_allow',
      title: t('extensions.tollAllow'),
      defaultVisible: false,
      render: (row) => yesNo(t, row.toll_allow === 't'),
    },
    {
      id: 'configured',
      title: t('extensions.configured'),
      defaultVisible: false,
      render: (row) => yesNo(t, row.configured),
    },
    {
      id: 'temporary',
      title: t('extensions.temporary'),
      defaultVisible: false,
      render: (row) => yesNo(t, row.temporary),
    },
    { id: 'insert_date', title: t('extensions.created'), date: true },
  ];
  if (!actions) return columns;
  columns.push({
    id: 'actions',
    title: t('extensions.actions'),
    action: true,
    textAlign: 'right',
    render: (row) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <RowAction
          label={t('extensions.edit.row', { extension: row.extension })}
          onClick={() => actions.onEdit(row)}
        />
        <DeleteExtensionButton domain={actions.domain} row={row} />
      </Group>
    ),
  });
  return columns;
}
