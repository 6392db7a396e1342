/**
 * The inquiry form (spec 002 §3-§5, §8): name, email, phone, company, message; 'All Fields are required.'
 * when one is empty, the e-mail format check, a sending state, every field cleared on success. A failed
 * send shows a quiet line, not an alert. The topic is chosen by the page it is on (Telehealth's asks
 * about telehealth) and the visitor may change it; the sales desk reads it in the mail's subject.
 */

import {
  Alert,
  Button,
  Grid,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { INQUIRY_TOPICS, type InquiryTopic } from '@portside/contract/inquiry-topics';
import { IconClock, IconMail, IconPhone, IconSend } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../kit/i18n/index.ts';
import { CONTACT_ID } from './links.ts';
import classes from './public.module.css';
import { type InquiryProblem, inquiryProblem, useSendInquiry } from './use-inquiry.ts';

const EMPTY = { name: '', email: '', phone: '', company: '', message: '' };
type Field = keyof typeof EMPTY;

export function InquiryForm({ topic: pageTopic = 'general' }: { topic?: InquiryTopic }) {
  const t = useT();
  const [fields, setFields] = useState(EMPTY);
  const [topic, setTopic] = useState<InquiryTopic>(pageTopic);
  const [problem, setProblem] = useState<InquiryProblem>(null);
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // The page is pre-rendered: over a slow link a visitor may start typing before the script arrives, and
  // what they typed is in the page, not in this state. Taken over once, so nothing they wrote is lost.
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const typed = (name: string) => (elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    const found = (Object.keys(EMPTY) as Field[]).filter((field) => typed(field) !== '');
    if (found.length > 0) {
      setFields((current) => ({ ...current, ...Object.fromEntries(found.map((f) => [f, typed(f)])) }));
    }
    const chosen = typed('topic');
    if (chosen !== pageTopic && (INQUIRY_TOPICS as readonly string[]).includes(chosen)) {
      setTopic(chosen as InquiryTopic);
    }
  }, [pageTopic]);
  const send = useSendInquiry();

  const bind = (field: Field) => ({
    name: field,
    value: fields[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setFields((current) => ({ ...current, [field]: value }));
      setSent(false);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = inquiryProblem(fields);
    setProblem(found);
    setSent(false);
    if (found) return;
    send.mutate(
      { ...fields, topic },
      {
        onSuccess: () => {
          setFields(EMPTY);
          setTopic(pageTopic);
          setSent(true);
        },
      },
    );
  };

  return (
    <Grid gap={{ base: 'xl', md: 48 }} id={CONTACT_ID} className={classes.anchor}>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Text className={classes.eyebrow}>{t('public.inquiry.eyebrow')}</Text>
          <Title order={2} className={classes.sectionTitle}>
            {t('public.inquiry.title')}
          </Title>
          <Text c="dimmed">{t('public.inquiry.text')}</Text>
          <Stack gap="sm" mt="sm">
            {[
              { icon: IconPhone, text: t('public.inquiry.phoneLine') },
              { icon: IconMail, text: t('public.inquiry.emailLine') },
              { icon: IconClock, text: t('public.inquiry.hours') },
            ].map(({ icon: Icon, text }) => (
              <Group key={text} gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" radius="xl" size={36}>
                  <Icon size={18} />
                </ThemeIcon>
                <Text size="sm">{text}</Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <form
          ref={form}
          onSubmit={submit}
          noValidate
          className={classes.formCard}
          aria-label={t('public.inquiry.title')}
        >
          <Stack gap="md">
            <NativeSelect
              name="topic"
              label={t('public.inquiry.topic')}
              value={topic}
              onChange={(event) => {
                setTopic(event.currentTarget.value as InquiryTopic);
                setSent(false);
              }}
              data={INQUIRY_TOPICS.map((value) => ({ value, label: t(`public.inquiry.topics.${value}`) }))}
            />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label={t('public.inquiry.name')} autoComplete="name" {...bind('name')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('public.inquiry.email')}
                  type="email"
                  autoComplete="email"
                  {...bind('email')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('public.inquiry.phone')}
                  type="tel"
                  autoComplete="tel"
                  {...bind('phone')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('public.inquiry.company')}
                  autoComplete="organization"
                  {...bind('company')}
                />
              </Grid.Col>
            </Grid>
            <Textarea
              label={t('public.inquiry.message')}
              placeholder={t('public.inquiry.messagePlaceholder')}
              rows={5}
              resize="vertical"
              {...bind('message')}
            />
            {problem && (
              <Alert color="red" variant="light" role="alert" py="xs">
                {t(`public.inquiry.${problem}`)}
              </Alert>
            )}
            {sent && (
              <Alert color="teal" variant="light" role="status" py="xs">
                {t('public.inquiry.sent')}
              </Alert>
            )}
            {send.isError && !problem && (
              <Text size="sm" c="dimmed" role="status">
                {t('public.inquiry.failed')}
              </Text>
            )}
            <Group justify="flex-end">
              <Button
                type="submit"
                size="md"
                disabled={send.isPending}
                rightSection={send.isPending ? <Loader size={14} color="gray" /> : <IconSend size={16} />}
              >
                {send.isPending ? t('public.inquiry.sending') : t('public.inquiry.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
    </Grid>
  );
}
