/** The Registrations columns (spec 001 §2): user, agent, ip, port, pingtime, pingstatus, status. */
import { Text } from '@mantine/core';
import type { Registration } from '@portside/contract/pbx/registrations';
import { formatDecimal } from '../../../kit/format.ts';
import type { TFunction } from '../../../kit/i18n/index.ts';
import type { ListColumn } from '../../../kit/list/index.ts';
import { AddressText } from '../shared/address-text.tsx';

export function registrationColumns(t: TFunction): ListColumn<Registration>[] {
  return [
    {
      id: 'user',
      title: t('registrations.user'),
      overflow: 'wrap',
      render: (row) => <AddressText value={row.user} />,
    },
    { id: 'agent', title: t('registrations.agent'), overflow: 'anywhere' },
    { id: 'ip', title: t('registrations.ip') },
    { id: 'port', title: t('registrations.port'), textAlign: 'right' },
    {
      id: 'pingtime',
      title: t('registrations.pingtime'),
      textAlign: 'right',
      render: (row) => (
        <Text size="sm" span>
          {row.pingtime === null
            ? '—'
            : t('registrations.milliseconds', { value: formatDecimal(row.pingtime, 1) })}
        </Text>
      ),
    },
    {
      id: 'pingstatus',
      title: t('registrations.pingstatus'),
      render: (row) => (
        <Text size="sm" span fw={500} c={row.pingstatus === 'Reachable' ? 'teal' : 'red'}>
          {row.pingstatus}
        </Text>
      ),
    },
    { id: 'status', title: t('registrations.status') },
  ];
}
