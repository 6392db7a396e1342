/**
 * The New Broadcast Group editor (spec 000 §2.8, §4, §5): 500 to 600 px wide; Group Name required (marked
 * *, Create disabled while empty); a colour (red by default); participants picked from the domain's
 * extensions (the PBX's extensions only: no ring group, voicemail or other destination), each once. The
 * server creates it in the spec's order (first free number from 18000, directory entry, group, members).
 */
import {
  ActionIcon,
  Badge,
  Button,
  CheckIcon,
  ColorSwatch,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { BROADCAST_COLORS, BROADCAST_DEFAULT_COLOR, type BroadcastGroup } from '@portside/contract/broadcast';
import type { ExtensionList } from '@portside/contract/pbx/extensions';
import { IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, isApiError, query } from '../../kit/api-client.ts';
import { FormModal } from '../../kit/form/index.ts';
import { useT } from '../../kit/i18n/index.ts';
import { extensionListPath } from '../pbx/extensions/api/use-extension-list.ts';
import { useCreateGroup } from './api.ts';

export interface Participant {
  number: string;
  name: string;
}

/** Adds a participant unless it is there already (spec 000 §5: duplicates are not added). */
export function addParticipant(list: readonly Participant[], p: Participant): Participant[] {
  return list.some((x) => x.number === p.number) ? [...list] : [...list, p];
}

function useExtensionSearch(domain: string, term: string) {
  return useQuery({
    queryKey: ['broadcast', domain, 'extensions', term],
    queryFn: () =>
      api.get<ExtensionList>(
        `${extensionListPath(domain)}${query({ search: term, page: 1, pagesize: 25, orderby: 'extension', order: 'ASC' })}`,
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function GroupEditor({
  opened,
  domain,
  onClose,
  onCreated,
}: {
  opened: boolean;
  domain: string;
  onClose: () => void;
  onCreated: (group: BroadcastGroup) => void;
}) {
  const t = useT();
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(BROADCAST_DEFAULT_COLOR);
  const [participants, setParticipants] = useState<Participant[]>([]);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 250);
  const [error, setError] = useState<string | null>(null);
  const found = useExtensionSearch(domain, term);
  const create = useCreateGroup(domain);

  const close = () => {
    setName('');
    setColor(BROADCAST_DEFAULT_COLOR);
    setParticipants([]);
    setSearch('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '') return;
    setError(null);
    try {
      const group = await create.mutateAsync({
        group_name: name.trim(),
        group_color: color,
        members: participants.map((p) => p.number),
      });
      notifications.show({
        color: 'teal',
        message: t('broadcast.editor.created', { name: group.group_name, number: group.group_number }),
      });
      close();
      onCreated(group);
    } catch (cause) {
      setError((isApiError(cause) ? cause.serverMessage : null) ?? t('broadcast.editor.failed'));
    }
  };

  const chosen = new Set(participants.map((p) => p.number));
  const extensions = found.data?.extensions ?? [];
  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('broadcast.newGroup')}
      size={560}
      onSubmit={(e) => void submit(e)}
      error={error}
      submitLabel={t('broadcast.editor.create')}
      submitDisabled={name.trim() === ''}
      submitting={create.isPending}
    >
      <TextInput
        label={t('broadcast.editor.name')}
        withAsterisk
        required
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        maxLength={100}
        data-autofocus
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="broadcast-color">
          {t('broadcast.editor.color')}
        </Text>
        <Group gap={8} role="radiogroup" aria-labelledby="broadcast-color">
          {BROADCAST_COLORS.map((c) => {
            const label = t(`broadcast.colors.${c}`);
            return (
              <Tooltip key={c} label={label}>
                <ColorSwatch
                  component="button"
                  type="button"
                  role="radio"
                  aria-checked={color === c}
                  aria-label={t('broadcast.editor.colorLabel', { color: label })}
                  color={`var(--mantine-color-${c}-6)`}
                  onClick={() => setColor(c)}
                  size={26}
                  style={{ cursor: 'pointer', color: 'white' }}
                >
                  {color === c ? <CheckIcon size={12} /> : null}
                </ColorSwatch>
              </Tooltip>
            );
          })}
        </Group>
      </Stack>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            {t('broadcast.editor.participants')}
          </Text>
          <Badge variant="light" color="gray">
            {t('broadcast.editor.count', { count: participants.length })}
          </Badge>
        </Group>
        {participants.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('broadcast.editor.none')}
          </Text>
        ) : (
          <Group gap={6} aria-label={t('broadcast.editor.participants')} role="list">
            {participants.map((p) => (
              <Badge
                key={p.number}
                role="listitem"
                variant="light"
                size="lg"
                radius="sm"
                tt="none"
                rightSection={
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    aria-label={t('broadcast.editor.remove', { name: p.name, number: p.number })}
                    onClick={() => setParticipants((list) => list.filter((x) => x.number !== p.number))}
                  >
                    <IconX size={12} />
                  </ActionIcon>
                }
              >
                {p.name} · {p.number}
              </Badge>
            ))}
          </Group>
        )}
        <TextInput
          aria-label={t('broadcast.editor.search')}
          placeholder={t('broadcast.editor.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          rightSection={found.isFetching ? <Loader size={14} /> : null}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <ScrollArea.Autosize mah={220} type="auto">
          <Stack gap={2} role="list" aria-label={t('broadcast.editor.search')}>
            {extensions.length === 0 && !found.isFetching ? (
              <Text size="sm" c="dimmed" py={4}>
                {t('broadcast.editor.noMatch')}
              </Text>
            ) : null}
            {extensions.map((e) => {
              const p = { number: e.extension, name: e.effective_caller_id_name || e.extension };
              const added = chosen.has(p.number);
              return (
                <Group key={p.number} justify="space-between" wrap="nowrap" role="listitem" px={4} py={2}>
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" truncate>
                      {p.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {p.number}
                    </Text>
                  </div>
                  <Button
                    size="compact-sm"
                    variant={added ? 'subtle' : 'light'}
                    disabled={added}
                    leftSection={added ? null : <IconPlus size={14} />}
                    aria-label={t('broadcast.editor.add', { name: p.name, number: p.number })}
                    onClick={() => setParticipants((list) => addParticipant(list, p))}
                  >
                    {added ? t('broadcast.editor.added') : null}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </FormModal>
  );
}
