/** The PBX section: a one-row table of counts (spec 000 §2.6). */
import { Table } from '@mantine/core';
import type { Statistics } from '@portside/contract';
import { formatCount } from '../../kit/format.ts';
import { useT } from '../../kit/i18n/index.ts';
import classes from './dashboard.module.css';

export function PbxTable({ pbx }: { pbx: Statistics['pbx'] }) {
  const t = useT();
  const columns = [
    [t('dashboard.extensions'), pbx.extensions],
    [t('dashboard.ringGroups'), pbx.ringgroups],
    [t('dashboard.voicemails'), pbx.voicemails],
    [t('dashboard.cdrs'), pbx.cdrs],
  ] as const;
  return (
    <Table.ScrollContainer minWidth={320} type="native" tabIndex={0}>
      <Table withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            {columns.map(([label]) => (
              <Table.Th key={label} className={classes.label} px={6}>
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            {columns.map(([label, value]) => (
              <Table.Td key={label} className={classes.figure} px={6}>
                {formatCount(value)}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
