/**
 * The column chooser: a menu of checkboxes, one per data column (action columns are not offered); the
 * last chosen one cannot be unticked.
 */
import { ActionIcon, Checkbox, Menu, Stack, Tooltip } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { useT } from '../i18n/index.ts';
import { type ChoosableColumn, choosableColumns } from './use-column-choice.ts';

export function ColumnChooser({
  columns,
  visible,
  onToggle,
}: {
  columns: Array<ChoosableColumn & { title: string }>;
  visible: string[];
  onToggle: (id: string) => void;
}) {
  const t = useT();
  const offered = choosableColumns(columns);
  const chosen = offered.filter((c) => visible.includes(c.id)).length;
  return (
    <Menu position="bottom-end" closeOnItemClick={false} withinPortal shadow="md" width={240}>
      <Menu.Target>
        <Tooltip label={t('list.chooseColumns')}>
          <ActionIcon variant="default" size={36} aria-label={t('list.chooseColumns')}>
            <IconColumns3 size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('list.columns')}</Menu.Label>
        <Stack gap={10} px="sm" pb="sm" pt={4} mah={360} style={{ overflowY: 'auto' }}>
          {offered.map((column) => {
            const checked = visible.includes(column.id);
            return (
              <Checkbox
                key={column.id}
                label={column.title}
                checked={checked}
                disabled={checked && chosen === 1}
                onChange={() => onToggle(column.id)}
              />
            );
          })}
        </Stack>
      </Menu.Dropdown>
    </Menu>
  );
}
