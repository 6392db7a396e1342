/**
 * Gateway {gateway} (spec 001 §2): the room extensions of one gateway (the extension list with
 * gateway=<n>): extension, description as 'Gateway = x' and 'Port = y', toll_allow. View Gateway
 * opens the gateway's own page on the ship network; the export file is named gateway (the server).
 */
import { Button, Stack, Text, Tooltip } from '@mantine/core';
import type { Extension } from '@portside/contract/pbx/extensions';
import { IconExternalLink } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { type TFunction, useT } from '../../../kit/i18n/index.ts';
import { type ListColumn, ListScreen } from '../../../kit/list/index.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { useExtensionList } from '../extensions/api/use-extension-list.ts';
import { gatewayAddress } from './gateway-address.ts';

function gatewayColumns(t: TFunction): ListColumn<Extension>[] {
  return [
    { id: 'extension', title: t('gateway.extension') },
    {
      id: 'description',
      title: t('gateway.description'),
      render: (row) =>
        row.gateway === null ? (
          row.description || '—'
        ) : (
          <Stack gap={0}>
            <Text size="sm">{t('gateway.gatewayValue', { gateway: row.gateway })}</Text>
            <Text size="sm">{t('gateway.portValue', { port: row.port ?? '' })}</Text>
          </Stack>
        ),
    },
    {
      id: 'toll_allow',
      title: t('gateway.tollAllow'),
      render: (row) => (row.toll_allow === 't' ? t('list.yes') : t('list.no')),
    },
  ];
}

function ViewGatewayButton({ address }: { address: string | null }) {
  const t = useT();
  const button = (
    <Button
      component="a"
      href={address ?? undefined}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      leftSection={<IconExternalLink size={18} />}
      disabled={address === null}
    >
      {t('gateway.viewGateway')}
    </Button>
  );
  return (
    <Tooltip
      label={address ? t('gateway.viewGatewayHint', { address }) : t('gateway.noOctet')}
      multiline
      w={260}
    >
      {button}
    </Tooltip>
  );
}

export function GatewayScreen() {
  const t = useT();
  const gateway = useParams().gateway ?? '';
  const session = useCurrentSession();
  // In extension order: a gateway's cabins read down the corridor, as its ports are wired.
  const list = useExtensionList(session.environment.domain, {
    params: { gateway, orderby: 'extension', order: 'ASC' },
  });
  const columns = useMemo(() => gatewayColumns(t), [t]);

  return (
    <ListScreen
      title={t('screens.gateway', { gateway })}
      screen="gateway"
      list={list}
      columns={columns}
      rowKey="extension_uuid"
      actions={<ViewGatewayButton address={gatewayAddress(session.octet, gateway)} />}
    />
  );
}
