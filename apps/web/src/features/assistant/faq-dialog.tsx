/**
 * Add or edit an FAQ entry of the ship's assistant: keywords (typed and confirmed with Enter or a comma;
 * any of them found in a question as whole words picks the entry), the question as staff read it, and
 * the answer the bot sends. A server sentence naming a field lands on it.
 */
import { Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { FAQ_KEYWORDS_MAX, type FaqEntry } from '@portside/contract/assistant';
import { FormModal, serverErrorTo, useFormDialog } from '../../kit/form/index.ts';
import { useT } from '../../kit/i18n/index.ts';
import { useSaveFaq } from './api/faq-api.ts';

const FIELDS = ['keywords', 'question', 'answer'] as const;

/** Tags as keywords: a pasted 'wifi, internet' (or a tag ending in a comma) is split, each kept once. */
const splitKeywords = (tags: readonly string[]) => [
  ...new Set(
    tags
      .flatMap((tag) => tag.split(','))
      .map((k) => k.trim())
      .filter(Boolean),
  ),
];
const fieldOf = (message: string) => FIELDS.find((f) => message.includes(`'${f}`)) ?? null;

export function FaqDialog({
  domain,
  entry,
  opened,
  onClose,
}: {
  domain: string;
  /** The entry being edited; null: a new one. */
  entry: FaqEntry | null;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const save = useSaveFaq(domain);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      keywords: entry?.keywords ?? [],
      question: entry?.question ?? '',
      answer: entry?.answer ?? '',
    },
    validate: {
      keywords: (v) => (v.length > 0 ? null : t('assistant.errors.keywords')),
      question: (v) => (v.trim() ? null : t('assistant.errors.question')),
      answer: (v) => (v.trim() ? null : t('assistant.errors.answer')),
    },
  });
  const { error, setError, close } = useFormDialog({ onClose, reset: [form, save] });

  const submit = form.onSubmit((v) => {
    setError(null);
    save.mutate(
      { id: entry?.id ?? null, body: { keywords: v.keywords, question: v.question, answer: v.answer } },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: entry ? t('assistant.updated') : t('assistant.created'),
          });
          close();
        },
        onError: serverErrorTo({ setError, fallback: t('assistant.errors.saveFailed'), form, fieldOf }),
      },
    );
  });

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={entry ? t('assistant.editTitle') : t('assistant.newTitle')}
      size={560}
      onSubmit={submit}
      error={error}
      submitLabel={entry ? t('assistant.save') : t('assistant.create')}
      submitting={save.isPending}
    >
      <Stack gap="sm">
        <TextInput
          data-autofocus
          required
          label={t('assistant.fields.question')}
          maxLength={300}
          {...form.getInputProps('question')}
        />
        <TagsInput
          required
          label={t('assistant.fields.keywords')}
          description={t('assistant.fields.keywordsHint')}
          splitChars={[',']}
          maxTags={FAQ_KEYWORDS_MAX}
          acceptValueOnBlur
          clearable
          {...form.getInputProps('keywords')}
          onChange={(tags) => form.setFieldValue('keywords', splitKeywords(tags))}
        />
        <Textarea
          required
          label={t('assistant.fields.answer')}
          rows={5}
          resize="vertical"
          maxLength={2000}
          {...form.getInputProps('answer')}
        />
      </Stack>
    </FormModal>
  );
}
