/**
 * New Token: a name (required, unique among the environment's active tokens: the server's 409 lands on
 * the field), then the token itself, shown this once with a Copy button and a plain warning that it will
 * not be shown again. Closing the dialog forgets it.
 */
import { Alert, Button, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiTokenName, type CreatedApiToken } from '@portside/contract/tokens';
import { IconAlertTriangle, IconCheck, IconCopy, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormModal, serverErrorTo, useFormDialog } from '../../kit/form/index.ts';
import { useT } from '../../kit/i18n/index.ts';
import { useCreateApiToken } from './api/token-api.ts';

/** A server sentence about the name: a 400 naming the field, or the 409 of a name in use. */
const nameFieldOf = (message: string) => (/'name'|named/.test(message) ? 'name' : null);

export function NewTokenButton({ domain }: { domain: string }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={() => setOpened(true)}>
        {t('tokens.add')}
      </Button>
      <NewTokenDialog domain={domain} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

export function NewTokenDialog({
  domain,
  opened,
  onClose,
}: {
  domain: string;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const create = useCreateApiToken(domain);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: {
      name: (v) => (ApiTokenName.safeParse(v).success ? null : t('tokens.errors.name')),
    },
  });
  const forget = { reset: () => setCreated(null) };
  const { error, setError, close } = useFormDialog({ onClose, reset: [form, create, forget] });

  const submit = form.onSubmit(({ name }) => {
    setError(null);
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: setCreated,
        onError: serverErrorTo({
          setError,
          fallback: t('tokens.errors.createFailed'),
          form,
          fieldOf: nameFieldOf,
        }),
      },
    );
  });

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={created ? t('tokens.createdTitle', { name: created.name }) : t('tokens.addTitle')}
      size={560}
      onSubmit={submit}
      error={error}
      submitLabel={t('tokens.create')}
      submitting={create.isPending}
      confirm={created ? <TokenShownOnce token={created.token} onDone={close} /> : undefined}
    >
      <Text size="sm" c="dimmed">
        {t('tokens.intro')}
      </Text>
      <TextInput
        data-autofocus
        required
        autoComplete="off"
        label={t('tokens.name')}
        description={t('tokens.nameHint')}
        placeholder={t('tokens.namePlaceholder')}
        {...form.getInputProps('name')}
      />
    </FormModal>
  );
}

function TokenShownOnce({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />}>
        {t('tokens.shownOnce')}
      </Alert>
      <Code
        block
        aria-label={t('tokens.tokenLabel')}
        style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {token}
      </Code>
      <Text size="sm" c="dimmed">
        {t('tokens.usage')}
      </Text>
      <Group justify="flex-end" gap="sm">
        <CopyButton value={token}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'default'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? t('tokens.copied') : t('tokens.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone} data-autofocus>
          {t('tokens.done')}
        </Button>
      </Group>
    </Stack>
  );
}
