/**
 * Add new Number (spec 001 §4, §5), opened from the Create or Update Directory dialog: a number and one
 * or more types (channels); one action adds the number for each type. The app channel is disabled and
 * deselected while any other channel is chosen. `onAdd` answers an error to show, or null when done.
 */
import { Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import type { PhoneLabel } from '@portside/contract/directory';
import { useState } from 'react';
import { FormModal } from '../../kit/form/index.ts';
import { useT } from '../../kit/i18n/index.ts';
import {
  APP_CHANNEL,
  appDisabled,
  CHANNELS,
  canAddNumber,
  isPhoneNumber,
  nextChannels,
  type PhoneEntry,
  phonesOf,
} from './directory-rules.ts';

export function AddNumberModal({
  opened,
  onClose,
  onAdd,
}: {
  opened: boolean;
  onClose: () => void;
  onAdd: (phones: Omit<PhoneEntry, 'id'>[]) => Promise<string | null>;
}) {
  const t = useT();
  const [number, setNumber] = useState('');
  const [channels, setChannels] = useState<string[]>([]);
  const [numberError, setNumberError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setNumber('');
    setChannels([]);
    setNumberError(null);
    setError(null);
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canAddNumber(number, channels)) return;
    if (!isPhoneNumber(number)) {
      setNumberError(t('directory.errors.number'));
      return;
    }
    setBusy(true);
    setError(null);
    const failure = await onAdd(phonesOf(number, channels));
    setBusy(false);
    if (failure) setError(failure);
    else close();
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('directory.addNumberTitle')}
      size={520}
      onSubmit={(e) => void submit(e)}
      error={error}
      submitLabel={t('directory.addConfirm')}
      submitDisabled={!canAddNumber(number, channels)}
      submitting={busy}
    >
      <TextInput
        label={t('directory.number')}
        description={t('directory.numberHint')}
        inputMode="tel"
        autoComplete="off"
        required
        data-autofocus
        value={number}
        error={numberError}
        onChange={(e) => {
          setNumber(e.currentTarget.value);
          setNumberError(null);
        }}
      />
      <Stack gap={6} role="group" aria-label={t('directory.channels')}>
        <Text size="sm" fw={500}>
          {t('directory.channels')}{' '}
          <Text span c="red">
            *
          </Text>
        </Text>
        <Text size="xs" c="dimmed">
          {t('directory.channelsHint')}
        </Text>
        <Group gap="xs">
          {CHANNELS.map((channel: PhoneLabel) => (
            <Chip
              key={channel}
              size="sm"
              checked={channels.includes(channel)}
              disabled={channel === APP_CHANNEL && appDisabled(channels)}
              onChange={() => setChannels((c) => nextChannels(c, channel))}
            >
              {t(`directory.channel.${channel}`)}
            </Chip>
          ))}
        </Group>
      </Stack>
    </FormModal>
  );
}
