/**
 * Configure a channel: enabled, the provider's API address (empty: the provider's own), the account
 * and the number or name messages go from where the channel has them, the extension that gets the
 * conversations guests start, and the credentials, which the server never sends back: a stored one shows
 * as stored, and left empty it is kept. A server sentence naming a field lands on it.
 */
import { Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CHANNEL_REQUIREMENTS, type ChannelSetting, type OutsideChannel } from '@portside/contract/channels';
import { FormModal, serverErrorTo, useFormDialog } from '../../kit/form/index.ts';
import { useT } from '../../kit/i18n/index.ts';
import { channelName } from '../messaging/channels.tsx';
import { useSetChannel } from './api/channel-api.ts';

const DEFAULT_URLS: Record<OutsideChannel, string> = {
  sms: 'https://api.twilio.com',
  whatsapp: 'https://api.twilio.com',
  telegram: 'https://api.telegram.org',
  imessage: '—',
  viber: '—',
};

const FIELDS = ['base_url', 'account_id', 'sender', 'inbox_account', 'secret', 'webhook_secret'] as const;
const fieldOf = (message: string) =>
  FIELDS.find((f) => message.includes(f)) ?? (/extension/.test(message) ? 'inbox_account' : null);

export function ChannelDialog({
  domain,
  setting,
  onClose,
}: {
  domain: string;
  /** The channel being configured; null: closed. */
  setting: ChannelSetting | null;
  onClose: () => void;
}) {
  const t = useT();
  const save = useSetChannel(domain);
  const channel = setting?.channel ?? 'sms';
  const needs = CHANNEL_REQUIREMENTS[channel];
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      // A channel never configured starts enabled: configuring it is the point.
      enabled: setting?.updated_at ? setting.enabled : true,
      base_url: setting?.base_url ?? '',
      account_id: setting?.account_id ?? '',
      sender: setting?.sender ?? '',
      inbox_account: setting?.inbox_account ?? '',
      secret: '',
      webhook_secret: '',
    },
    validate: {
      inbox_account: (v) => (/^[0-9]{2,20}$/.test(v.trim()) ? null : t('channels.errors.inboxAccount')),
      base_url: (v) =>
        v.trim() === '' || /^https?:\/\/\S+$/.test(v.trim()) ? null : t('channels.errors.baseUrl'),
    },
  });
  const { error, setError, close } = useFormDialog({ onClose, reset: [form, save] });
  const name = channelName(t, channel);

  const submit = form.onSubmit((v) => {
    setError(null);
    save.mutate(
      {
        channel,
        body: {
          enabled: v.enabled,
          base_url: v.base_url.trim() || null,
          account_id: v.account_id.trim() || null,
          sender: v.sender.trim() || null,
          inbox_account: v.inbox_account.trim(),
          ...(v.secret ? { secret: v.secret } : {}),
          ...(v.webhook_secret ? { webhook_secret: v.webhook_secret } : {}),
        },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('channels.saved', { channel: name }) });
          close();
        },
        onError: serverErrorTo({ setError, fallback: t('channels.errors.saveFailed'), form, fieldOf }),
      },
    );
  });

  const stored = (has: boolean | undefined) => (has ? t('channels.fields.stored') : undefined);
  const twilio = channel === 'sms' || channel === 'whatsapp';
  return (
    <FormModal
      opened={setting !== null}
      onClose={close}
      title={t('channels.editTitle', { channel: name })}
      size={560}
      onSubmit={submit}
      error={error}
      submitLabel={t('channels.save')}
      submitting={save.isPending}
    >
      <Stack gap="sm">
        {channel === 'imessage' || channel === 'viber' ? (
          <Text size="sm" c="dimmed">
            {t('channels.notBuilt')}
          </Text>
        ) : null}
        <Switch
          label={t('channels.fields.enabled')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <TextInput
          data-autofocus
          required
          label={t('channels.fields.inboxAccount')}
          description={t('channels.fields.inboxAccountHint')}
          inputMode="numeric"
          {...form.getInputProps('inbox_account')}
        />
        <TextInput
          label={t('channels.fields.baseUrl')}
          description={t('channels.fields.baseUrlHint', { url: DEFAULT_URLS[channel] })}
          {...form.getInputProps('base_url')}
        />
        {needs.includes('account_id') ? (
          <TextInput
            label={twilio ? t('channels.fields.accountSid') : t('channels.fields.accountId')}
            autoComplete="off"
            {...form.getInputProps('account_id')}
          />
        ) : null}
        {needs.includes('sender') ? (
          <TextInput
            label={t('channels.fields.sender')}
            description={twilio ? t('channels.fields.senderNumber') : t('channels.fields.senderName')}
            {...form.getInputProps('sender')}
          />
        ) : null}
        <TextInput
          type="password"
          autoComplete="new-password"
          label={channel === 'telegram' ? t('channels.fields.botToken') : t('channels.fields.secret')}
          placeholder={stored(setting?.has_secret)}
          description={setting?.has_secret ? t('channels.fields.keepHint') : undefined}
          {...form.getInputProps('secret')}
        />
        {channel === 'telegram' ? (
          <TextInput
            type="password"
            autoComplete="new-password"
            label={t('channels.fields.webhookSecret')}
            placeholder={stored(setting?.has_webhook_secret)}
            description={t('channels.fields.webhookSecretHint')}
            {...form.getInputProps('webhook_secret')}
          />
        ) : null}
      </Stack>
    </FormModal>
  );
}
