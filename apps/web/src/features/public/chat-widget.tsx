/**
 * Chat support for the signed-out area (spec 000 §2.1): a floating button opening a small panel where a
 * visitor leaves name, e-mail and a question. It is sent as an inquiry (channel 'chat') through the same
 * POST /v1/inquiry; no third-party chat service is loaded.
 */
import {
  ActionIcon,
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
import { IconMessageCircle, IconSend, IconX } from '@tabler/icons-react';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../kit/i18n/index.ts';
import classes from './public.module.css';
import { type InquiryProblem, inquiryProblem, useSendInquiry } from './use-inquiry.ts';

const EMPTY = { name: '', email: '', message: '' };

export function ChatWidget() {
  const t = useT();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<InquiryProblem>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendInquiry();
  const first = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const another = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open && !sentTo) first.current?.focus();
    if (open && sentTo) another.current?.focus();
  }, [open, sentTo]);

  const close = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, []);

  // Escape closes the panel wherever the focus is (the sent view replaces the focused button).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

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
    <div className={classes.chat}>
      {open && (
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
                onClick={close}
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
      )}
      <ActionIcon
        ref={toggle}
        size={56}
        radius="xl"
        variant="filled"
        className={classes.chatButton}
        aria-label={open ? t('public.chat.close') : t('public.chat.open')}
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <IconX size={26} /> : <IconMessageCircle size={26} />}
      </ActionIcon>
    </div>
  );
}
