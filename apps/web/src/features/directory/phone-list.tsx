/**
 * The numbers of a contact inside its dialog: columns ID, Type, Number (the last two by default, the
 * choice remembered like any list's), a remove per row, in an area at most 300 px high (spec 001 §9).
 */
import { ActionIcon, Badge, Group, ScrollArea, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { type TFunction, useT } from '../../kit/i18n/index.ts';
import { ColumnChooser, type ListColumn, ListTable, useColumnChoice } from '../../kit/list/index.ts';
import type { PhoneEntry } from './directory-rules.ts';

/** Spec 001 §9: phone list area maximum height 300. */
export const PHONE_LIST_MAX_HEIGHT = 300;

export const channelName = (t: TFunction, label: string) =>
  ['app', 'sms', 'whatsapp', 'imessage', 'viber', 'telegram'].includes(label)
    ? t(`directory.channel.${label as 'app'}`)
    : label;

function phoneColumns(
  t: TFunction,
  remove: (p: PhoneEntry) => void,
  busy: boolean,
): ListColumn<PhoneEntry>[] {
  return [
    { id: 'id', title: t('directory.phoneId'), defaultVisible: false, overflow: 'anywhere' },
    {
      id: 'phone_label',
      title: t('directory.phoneType'),
      render: (p) => (
        <Badge variant="light" radius="sm" tt="none">
          {channelName(t, p.phone_label)}
        </Badge>
      ),
    },
    { id: 'phone_number', title: t('directory.phoneNumber') },
    {
      id: 'remove',
      title: t('directory.delete'),
      action: true,
      textAlign: 'right',
      render: (p) => {
        const label = t('directory.removeNumber', {
          label: channelName(t, p.phone_label),
          number: p.phone_number,
        });
        return (
          <Tooltip label={label}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={label}
              disabled={busy}
              onClick={() => remove(p)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        );
      },
    },
  ];
}

export function PhoneList({
  phones,
  onRemove,
  loading = false,
  busy = false,
}: {
  phones: PhoneEntry[];
  onRemove: (p: PhoneEntry) => void;
  loading?: boolean;
  busy?: boolean;
}) {
  const t = useT();
  const columns = useMemo(() => phoneColumns(t, onRemove, busy), [t, onRemove, busy]);
  const choice = useColumnChoice('directory-phones', columns);
  return (
    <>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {t('directory.numbers')} ({phones.length})
        </Text>
        <ColumnChooser columns={columns} visible={choice.visible} onToggle={choice.toggle} />
      </Group>
      <ScrollArea.Autosize mah={PHONE_LIST_MAX_HEIGHT} type="auto" data-testid="phone-list">
        <ListTable
          label={t('directory.numbers')}
          rows={phones}
          columns={columns}
          visible={choice.visible}
          rowKey="id"
          fetching={loading}
        />
      </ScrollArea.Autosize>
    </>
  );
}
