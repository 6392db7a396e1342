/**
 * The chat-support panel (spec 000 §2.1): name, e-mail and a question, sent as an inquiry (channel 'chat')
 * through POST /v1/inquiry; no third-party chat service is loaded. Loaded only when the launcher
 * (chat-widget.tsx) is pressed, so the login route does not carry it.
 */
import {
  Alert,
  Button,
  CloseButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../kit/i18n/index.ts';
import classes from './chat.module.css';
import { type InquiryProblem, inquiryProblem, useSendInquiry } from './use-inquiry.ts';

const EMPTY = { name: '', email: '', message: '' };

export function ChatPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<InquiryProblem>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendInquiry();
  const first = useRef<HTMLInputElement>(null);
  const another = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (sentTo) another.current?.focus();
    else first.current?.focus();
  }, [sentTo]);

  const set = (field: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setFields((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = inquiryProblem(fields);
    setProblem(found);
    if (found) return;
    send.mutate(
      { ...fields, channel: 'chat' },
      {
        onSuccess: () => {
          setSentTo(fields.email.trim());
          setFields(EMPTY);
        },
      },
    );
  };

  return (
    <Paper className={classes.chatPanel} shadow="xl" radius="lg" role="dialog" aria-labelledby={titleId}>
      <div className={classes.chatHead}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700} c="white" id={titleId}>
              {t('public.chat.title')}
            </Text>
            <Text size="sm" c="harbor.1">
              {t('public.chat.text')}
            </Text>
          </div>
          <CloseButton
            variant="transparent"
            c="white"
            onClick={onClose}
            aria-label={t('public.chat.close')}
          />
        </Group>
      </div>
      {sentTo ? (
        <Stack p="md" gap="md">
          <Alert color="teal" variant="light" role="status">
            {t('public.chat.sent', { email: sentTo })}
          </Alert>
          <Button ref={another} variant="light" onClick={() => setSentTo(null)}>
            {t('public.chat.another')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack p="md" gap="sm">
            <TextInput
              ref={first}
              label={t('public.chat.name')}
              autoComplete="name"
              value={fields.name}
              onChange={set('name')}
            />
            <TextInput
              label={t('public.chat.email')}
              type="email"
              autoComplete="email"
              value={fields.email}
              onChange={set('email')}
            />
            <Textarea
              label={t('public.chat.question')}
              rows={3}
              resize="vertical"
              value={fields.message}
              onChange={set('message')}
            />
            {problem && (
              <Text size="sm" c="red.7" role="alert">
                {t(`public.chat.${problem}`)}
              </Text>
            )}
            {send.isError && !problem && (
              <Text size="sm" c="dimmed" role="status">
                {t('public.chat.failed')}
              </Text>
            )}
            <Button
              type="submit"
              fullWidth
              disabled={send.isPending}
              rightSection={send.isPending ? <Loader size={14} color="gray" /> : <IconSend size={16} />}
            >
              {send.isPending ? t('public.chat.sending') : t('public.chat.send')}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
