/**
 * The ship's assistant (bot 9998214, issue 12 item 5): the FAQ it answers from, per environment, with
 * Add, Edit and Delete (after a confirmation naming the question). What it does besides is said above
 * the list: a cabin asking for its balance is told its own calling card's, and any other question goes
 * to a person at the support desk. Administrators only ('environment.manage'): what the ship's bot tells
 * guests is the ship's setting.
 */
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FaqEntry } from '@portside/contract/assistant';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../kit/i18n/index.ts';
import { DeleteRowButton, RowAction } from '../../kit/list/index.ts';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import { PageLoader } from '../../kit/ui/page-loader.tsx';
import { useDeleteFaq, useFaq } from './api/faq-api.ts';
import { FaqDialog } from './faq-dialog.tsx';

function EntryCard({ entry, domain, onEdit }: { entry: FaqEntry; domain: string; onEdit: () => void }) {
  const t = useT();
  const remove = useDeleteFaq(domain);
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={entry.question}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {entry.question}
        </Text>
        <Group gap={4} wrap="nowrap">
          <RowAction
            label={t('assistant.editLabel', { question: entry.question })}
            onClick={onEdit}
            icon={<IconEdit size={18} />}
          />
          <DeleteRowButton
            label={t('assistant.deleteLabel', { question: entry.question })}
            title={t('assistant.deleteTitle')}
            question={t('assistant.deleteConfirm')}
            summary={
              <Text size="sm" fw={600}>
                {entry.question}
              </Text>
            }
            onDelete={() => remove.mutateAsync(entry.id)}
            deleted={t('assistant.deleted')}
            failed={t('assistant.errors.deleteFailed')}
            confirmLabel={t('assistant.delete')}
          />
        </Group>
      </Group>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {entry.answer}
      </Text>
      <Group gap={6} mt="sm" aria-label={t('assistant.fields.keywords')}>
        {entry.keywords.map((k) => (
          <Badge key={k} variant="light" color="gray" tt="none">
            {k}
          </Badge>
        ))}
      </Group>
    </Paper>
  );
}

export function AssistantScreen() {
  const t = useT();
  const { domain } = useCurrentSession().environment;
  const faq = useFaq(domain);
  // undefined: closed; null: a new entry.
  const [editing, setEditing] = useState<FaqEntry | null | undefined>(undefined);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t('assistant.title')}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
          {t('assistant.add')}
        </Button>
      </Group>
      <Text c="dimmed">{t('assistant.intro')}</Text>
      <Alert variant="light" color="blue" title={t('assistant.builtInTitle')}>
        <Stack gap={4}>
          <Text size="sm">{t('assistant.builtInBalance')}</Text>
          <Text size="sm">{t('assistant.builtInHandoff')}</Text>
        </Stack>
      </Alert>
      {faq.isPending ? <PageLoader /> : null}
      {faq.isError ? (
        <Alert color="red" title={t('common.oops')}>
          {t('assistant.errors.loadFailed')}
        </Alert>
      ) : null}
      {faq.data ? (
        <Text size="sm" c="dimmed">
          {t('assistant.count', { count: faq.data.total })}
        </Text>
      ) : null}
      {faq.data?.data.length === 0 ? <Text>{t('assistant.empty')}</Text> : null}
      {faq.data?.data.map((entry) => (
        <EntryCard key={entry.id} entry={entry} domain={domain} onEdit={() => setEditing(entry)} />
      ))}
      <FaqDialog
        key={editing === undefined ? 'closed' : (editing?.id ?? 'new')}
        domain={domain}
        entry={editing ?? null}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}
