/**
 * Add App Access (spec 001 §5, §8): extension and email required; the extension as a number (2101) or in
 * the form the list shows (99982101@domain), so a copied row works. A 409 shows the server's sentence
 * ('Extension {ext} does not exist for domain {domain}', or that it already has access); any other
 * failure 'Unable to process request'. Success closes, reloads page 1 and shows the notice.
 */
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CreateAppAccess } from '@portside/contract/pbx/app-access';
import { isApiError } from '../../../kit/api-client.ts';
import { FormModal, useFormDialog } from '../../../kit/form/index.ts';
import { type TFunction, useT } from '../../../kit/i18n/index.ts';
import { useCreateAppAccess } from './api/create-app-access.ts';

interface Values {
  extension: string;
  email: string;
}

function failureText(error: unknown, values: Values, domain: string, t: TFunction): string {
  if (isApiError(error, 409)) {
    return (
      error.serverMessage ?? t('appAccess.errors.notFound', { extension: values.extension.trim(), domain })
    );
  }
  return t('appAccess.errors.failed');
}

export function AddAppAccessDialog({
  opened,
  onClose,
  onSaved,
  domain,
}: {
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
  domain: string;
}) {
  const t = useT();
  const create = useCreateAppAccess();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { extension: '', email: '' },
    // The contract's own rules, with the console's sentences.
    validate: {
      extension: (value) =>
        CreateAppAccess.shape.extension.safeParse(value).success ? null : t('appAccess.errors.extension'),
      email: (value) =>
        CreateAppAccess.shape.email.safeParse(value).success ? null : t('appAccess.errors.email'),
    },
  });
  const { error, setError, close } = useFormDialog({ onClose, reset: [form, create] });
  const { extension, email } = form.getValues();
  const complete = extension.trim() !== '' && email.trim() !== '';

  const submit = form.onSubmit((values) => {
    setError(null);
    create.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('appAccess.created') });
        close();
        onSaved();
      },
      onError: (failure) => setError(failureText(failure, values, domain, t)),
    });
  });

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('appAccess.addTitle')}
      size={540}
      onSubmit={submit}
      error={error}
      submitLabel={t('appAccess.save')}
      submitDisabled={!complete}
      submitting={create.isPending}
    >
      <TextInput
        label={t('appAccess.extension')}
        description={t('appAccess.extensionHint', { domain })}
        autoComplete="off"
        withAsterisk
        data-autofocus
        {...form.getInputProps('extension')}
      />
      <TextInput
        label={t('appAccess.email')}
        type="email"
        autoComplete="email"
        withAsterisk
        {...form.getInputProps('email')}
      />
    </FormModal>
  );
}
