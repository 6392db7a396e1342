/** The PBX section: a one-row table of counts (spec 000 §2.6). */
import type { Statistics } from '@portside/contract';
import { formatCount } from '../../kit/format.ts';
import { useT } from '../../kit/i18n/index.ts';
import classes from './dashboard.module.css';
import { FiguresTable } from './figures-table.tsx';

export function PbxTable({ pbx }: { pbx: Statistics['pbx'] }) {
  const t = useT();
  const columns = [
    [t('dashboard.extensions'), pbx.extensions],
    [t('dashboard.ringGroups'), pbx.ringgroups],
    [t('dashboard.voicemails'), pbx.voicemails],
    [t('dashboard.cdrs'), pbx.cdrs],
  ] as const;
  return (
    <FiguresTable minWidth={320}>
      <thead>
        <tr>
          {columns.map(([label]) => (
            <th key={label} className={classes.label}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {columns.map(([label, value]) => (
            <td key={label} className={classes.figure}>
              {formatCount(value)}
            </td>
          ))}
        </tr>
      </tbody>
    </FiguresTable>
  );
}
