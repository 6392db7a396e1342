/**
 * A box's mailbox settings (issue 14 item 6): its greeting (hear the current one, upload a WAV, Opus or
 * MP3 file checked by its bytes and size before it is sent, or go back to the standard greeting) and
 * 'E-mail the message' with the address each new message goes to, and whether a mailed message stays in
 * the box. Neither needs the box's password.
 */
import { Alert, Button, FileInput, Group, Modal, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GREETING_ACCEPT, GREETING_MAX_BYTES, type VoicemailBox } from '@portside/contract/pbx/voicemail';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../kit/api-client.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { useUpdateVoicemailBox } from './api/voicemail-api.ts';
import { greetingUrl, useDeleteGreeting, useUploadGreeting } from './api/voicemail-audio-api.ts';
import { formatSize, greetingProblem } from './voicemail-rules.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function MailboxSettingsDialog({
  domain,
  box,
  onClose,
}: {
  domain: string;
  box: VoicemailBox | null;
  onClose: () => void;
}) {
  const t = useT();
  const id = box?.voicemail_id ?? '';
  const upload = useUploadGreeting(domain);
  const removeGreeting = useDeleteGreeting(domain);
  const update = useUpdateVoicemailBox(domain);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [emailOn, setEmailOn] = useState(false);
  const [mailTo, setMailTo] = useState('');
  const [keep, setKeep] = useState(true);
  const [mailError, setMailError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The greeting shown follows the uploads made here (the row the dialog opened with does not change).
  const [greeting, setGreeting] = useState<{ name: string; size: number } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: start again when another box opens
  useEffect(() => {
    setFile(null);
    setFileError(null);
    setEmailOn(box?.voicemail_email_enabled === 'true');
    setMailTo(box?.voicemail_mail_to ?? '');
    setKeep(box?.voicemail_local_after_email !== 'false');
    setMailError(null);
    setError(null);
    setGreeting(
      box?.voicemail_greeting
        ? { name: box.voicemail_greeting, size: box.voicemail_greeting_size ?? 0 }
        : null,
    );
  }, [box?.voicemail_uuid]);

  const serverError = (cause: unknown) =>
    setError((isApiError(cause) ? cause.serverMessage : null) ?? t('voicemail.errors.failed'));

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setError(null);
    if (!chosen) return setFileError(null);
    const problem = await greetingProblem(chosen);
    setFileError(problem ? t(problem.key, problem.values) : null);
  };

  const send = () => {
    if (!file || fileError) return;
    setError(null);
    upload.mutate(
      { box: id, file },
      {
        onSuccess: () => {
          setGreeting({ name: file.name, size: file.size });
          setFile(null);
          notifications.show({ color: 'teal', message: t('voicemail.greetingUploaded', { id }) });
        },
        onError: serverError,
      },
    );
  };

  const standard = () => {
    setError(null);
    removeGreeting.mutate(id, {
      onSuccess: () => {
        setGreeting(null);
        notifications.show({ color: 'teal', message: t('voicemail.greetingRemoved', { id }) });
      },
      onError: serverError,
    });
  };

  const saveMail = () => {
    const address = mailTo.trim();
    if (emailOn && address === '') return setMailError(t('voicemail.errors.emailRequired'));
    if (address !== '' && !EMAIL.test(address)) return setMailError(t('voicemail.errors.email'));
    setMailError(null);
    setError(null);
    update.mutate(
      {
        id,
        body: {
          voicemail_mail_to: address,
          voicemail_email_enabled: emailOn,
          voicemail_local_after_email: keep,
        },
      },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('voicemail.settingsSaved', { id }) }),
        onError: (cause) => {
          const sentence = isApiError(cause) ? cause.serverMessage : null;
          if (sentence?.startsWith("Field 'voicemail_mail_to'")) setMailError(sentence);
          else serverError(cause);
        },
      },
    );
  };

  const max = String(GREETING_MAX_BYTES / 1024 / 1024);
  return (
    <Modal opened={box !== null} onClose={onClose} title={t('voicemail.settingsTitle', { id })} size={560}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('voicemail.greeting')}
          </Title>
          {greeting ? (
            <>
              <Text size="sm">
                {t('voicemail.greetingCurrent', { name: greeting.name, size: formatSize(greeting.size) })}
              </Text>
              {/* biome-ignore lint/a11y/useMediaCaption: a spoken greeting has no captions to give */}
              <audio
                controls
                preload="none"
                src={greetingUrl(domain, id, `${greeting.size}-${greeting.name}`)}
                aria-label={t('voicemail.greetingPlayer', { id })}
                style={{ width: '100%' }}
              />
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('voicemail.greetingNone')}
            </Text>
          )}
          <FileInput
            label={t('voicemail.greetingFile')}
            description={t('voicemail.greetingHint', { max })}
            placeholder={t('voicemail.greetingChoose')}
            accept={GREETING_ACCEPT}
            value={file}
            onChange={(chosen) => void choose(chosen)}
            error={fileError}
            clearable
          />
          <Group gap="sm" wrap="wrap">
            <Button
              leftSection={<IconUpload size={16} />}
              onClick={send}
              disabled={!file || fileError !== null}
              loading={upload.isPending}
            >
              {t('voicemail.greetingUpload')}
            </Button>
            {greeting ? (
              <Button variant="default" onClick={standard} loading={removeGreeting.isPending}>
                {t('voicemail.greetingRemove')}
              </Button>
            ) : null}
          </Group>
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('voicemail.emailMessage')}
          </Title>
          <Switch
            label={t('voicemail.emailMessage')}
            description={t('voicemail.emailMessageHint')}
            checked={emailOn}
            onChange={(event) => setEmailOn(event.currentTarget.checked)}
          />
          <TextInput
            label={t('voicemail.emailAddress')}
            type="email"
            autoComplete="email"
            value={mailTo}
            onChange={(event) => setMailTo(event.currentTarget.value)}
            error={mailError}
            withAsterisk={emailOn}
          />
          <Switch
            label={t('voicemail.keepAfterEmail')}
            description={t('voicemail.keepAfterEmailHint')}
            checked={keep}
            disabled={!emailOn}
            onChange={(event) => setKeep(event.currentTarget.checked)}
          />
          <Group>
            <Button variant="default" onClick={saveMail} loading={update.isPending}>
              {t('voicemail.saveSettings')}
            </Button>
          </Group>
        </Stack>
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Modal>
  );
}
