/**
 * The chat-support panel (spec 000 §2.1, issue 12 item 6): a visitor gives a name, e-mail and a question,
 * which opens a conversation in the support desk's inbox; the panel then shows the conversation and the
 * desk's replies as they come (use-support-chat.ts), and finds it again after a reload. Messages are
 * shown as text, never as HTML. Loaded only when the launcher (chat-widget.tsx) is pressed.
 */
import { Button, CloseButton, Group, Loader, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../kit/i18n/index.ts';
import classes from './chat.module.css';
import { type InquiryProblem, inquiryProblem } from './use-inquiry.ts';
import { type ChatLine, useSupportChat } from './use-support-chat.ts';

const EMPTY = { name: '', email: '', message: '' };

export function ChatPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const chat = useSupportChat();

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
      {chat.token ? <Conversation chat={chat} /> : <StartForm chat={chat} />}
    </Paper>
  );
}

type Chat = ReturnType<typeof useSupportChat>;

function Problem({ chat, problem }: { chat: Chat; problem?: InquiryProblem }) {
  const t = useT();
  if (problem) {
    return (
      <Text size="sm" c="red" role="alert">
        {t(`public.chat.${problem}`)}
      </Text>
    );
  }
  if (!chat.failed) return null;
  // The server's sentence (a field it refused, a limit) when it gave one.
  return (
    <Text size="sm" c="red" role="alert">
      {chat.failed.serverMessage ?? t('public.chat.failed')}
    </Text>
  );
}

function StartForm({ chat }: { chat: Chat }) {
  const t = useT();
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<InquiryProblem>(null);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);

  const set = (field: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setFields((current) => ({ ...current, [field]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = inquiryProblem(fields);
    setProblem(found);
    if (!found)
      void chat.start({ name: fields.name.trim(), email: fields.email.trim(), message: fields.message });
  };

  return (
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
        <Problem chat={chat} problem={problem} />
        <Button
          type="submit"
          fullWidth
          disabled={chat.busy}
          rightSection={chat.busy ? <Loader size={14} color="gray" /> : <IconSend size={16} />}
        >
          {chat.busy ? t('public.chat.sending') : t('public.chat.send')}
        </Button>
      </Stack>
    </form>
  );
}

function Conversation({ chat }: { chat: Chat }) {
  const t = useT();
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a line arrives
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.lines.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    setText('');
    void chat.send(message);
  };
  const hasReply = chat.lines.some((l) => l.from === 'desk');

  return (
    <Stack p="md" gap="sm">
      <div className={classes.chatLog} role="log" aria-label={t('public.chat.log')} aria-live="polite">
        {chat.lines.map((line) => (
          <Line key={line.messageid} line={line} />
        ))}
        {chat.visitor && !hasReply && (
          <Text size="xs" c="dimmed">
            {t('public.chat.waiting', { name: chat.visitor.name })}
          </Text>
        )}
        <div ref={end} />
      </div>
      <Problem chat={chat} />
      <form onSubmit={submit}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Textarea
            ref={box}
            aria-label={t('public.chat.message')}
            placeholder={t('public.chat.message')}
            rows={2}
            maxLength={4000}
            style={{ flex: 1 }}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) submit(e);
            }}
          />
          <Button type="submit" disabled={!text.trim()} rightSection={<IconSend size={16} />}>
            {t('public.chat.sendMessage')}
          </Button>
        </Group>
      </form>
      <Button variant="subtle" size="compact-xs" onClick={chat.forget}>
        {t('public.chat.newChat')}
      </Button>
    </Stack>
  );
}

function Line({ line }: { line: ChatLine }) {
  const t = useT();
  const mine = line.from === 'visitor';
  return (
    <div
      className={mine ? classes.lineMine : classes.lineDesk}
      data-testid="chat-line"
      data-pending={line.pending || undefined}
    >
      <Text size="xs" c="dimmed">
        {mine ? t('public.chat.you') : t('public.chat.desk')}
      </Text>
      {/* Text, never HTML: React escapes it; pre-wrap keeps the visitor's line breaks. */}
      <Text size="sm" className={classes.lineText}>
        {line.message}
      </Text>
    </div>
  );
}
