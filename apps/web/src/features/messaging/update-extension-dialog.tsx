/**
 * Update Extension (spec 000 §5, §7.3): reads GET /v2/pbx/domain/{domain}/extension/{ext} and saves with
 * PATCH on the same path. In an environment with paired extensions both the physical handset and the app
 * account are edited and saved in turn, the second only if the first was saved (a number whose twin does
 * not exist, such as a bot, is edited alone). Update is enabled once every Caller Name and Password
 * (and the physical handset's Description) is filled; the server's sentence shows in red under the form.
 */
import { Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { sipPasswordProblem } from '@portside/contract/pbx/sip-password';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../kit/api-client.ts';
import { FormModal } from '../../kit/form/index.ts';
import { useT } from '../../kit/i18n/index.ts';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import { LoadFailed } from '../../kit/ui/load-failed.tsx';
import { SIP_PASSWORD_TEXTS } from '../pbx/extensions/sip-password-input.tsx';
import { SaveStopped, useExtension, useUpdateExtensions } from './api/extension-api.ts';
import { type FieldErrors, UpdateExtensionFields } from './update-extension-fields.tsx';
import {
  accountsToEdit,
  type ExtensionValues,
  FORWARDS,
  forwardProblem,
  isComplete,
  patchOf,
  requiredOf,
  valuesOf,
} from './update-extension-rules.ts';

function UpdateExtensionForm({ number, onClose }: { number: string; onClose: () => void }) {
  const t = useT();
  const session = useCurrentSession();
  const domain = session.environment.domain;
  const wanted = useMemo(() => accountsToEdit(number, session.pairedExtensions), [number, session]);
  const first = useExtension(domain, wanted[0]?.extension ?? null);
  const second = useExtension(domain, wanted[1]?.extension ?? null);
  const reads = [first, second].slice(0, wanted.length);
  const loading = reads.some((r) => r.isPending);
  // A twin that does not exist (404) is left out; any other failure is a failed read.
  const present = wanted.filter((_, i) => !isApiError(reads[i]?.error, 404));
  const failed =
    reads.some((r) => r.isError && !isApiError(r.error, 404)) || (!loading && present.length === 0);

  const update = useUpdateExtensions(domain);
  const [values, setValues] = useState<ExtensionValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts once, from the first answers
  useEffect(() => {
    if (loading || failed || values) return;
    const single = present.length === 1 && wanted.length > 1;
    const accounts = single ? present.map((a) => ({ ...a, role: 'single' as const })) : present;
    const data = wanted.map((_, i) => reads[i]?.data).filter((d) => d !== undefined);
    setValues(valuesOf(accounts, data));
  }, [loading, failed]);

  const validate = (v: ExtensionValues): FieldErrors => {
    const found: FieldErrors = {};
    v.accounts.forEach((a, i) => {
      for (const field of requiredOf(a)) {
        if (a[field].trim() === '')
          found[`accounts.${i}.${field}`] = t(`messaging.updateExtension.errors.${field}`);
      }
      const problem = a.password === '' ? null : sipPasswordProblem(a.password, a.extension);
      if (problem) found[`accounts.${i}.password`] = t(SIP_PASSWORD_TEXTS[problem]);
    });
    for (const name of FORWARDS) {
      const problem = forwardProblem(v.forwards[name]);
      if (problem) found[`forwards.${name}`] = t(`messaging.updateExtension.errors.${problem}`);
    }
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!values) return;
    const found = validate(values);
    setErrors(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    const updates = values.accounts.map((a) => ({ extension: a.extension, body: patchOf(values, a) }));
    update.mutate(updates, {
      onSuccess: (saved) => {
        notifications.show({
          color: 'teal',
          message: t('messaging.updateExtension.saved', { numbers: saved.join(', ') }),
        });
        onClose();
      },
      onError: (failure) => {
        const cause = failure instanceof SaveStopped ? failure.failure : failure;
        const sentence =
          (isApiError(cause) ? cause.serverMessage : null) ?? t('messaging.updateExtension.failed');
        if (failure instanceof SaveStopped && failure.saved.length > 0) {
          setError(
            t('messaging.updateExtension.partlySaved', {
              saved: failure.saved.join(', '),
              failed: failure.refused,
              error: sentence,
            }),
          );
        } else setError(sentence);
      },
    });
  };

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('messaging.updateExtension.title')}
      size={wanted.length > 1 ? 820 : 640}
      onSubmit={submit}
      error={error}
      submitLabel={t('messaging.updateExtension.update')}
      submitDisabled={!values || !isComplete(values)}
      submitting={update.isPending}
    >
      {failed ? (
        <LoadFailed onRetry={() => reads.forEach((r) => void r.refetch())} />
      ) : !values ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      ) : (
        <UpdateExtensionFields values={values} errors={errors} onChange={setValues} />
      )}
    </FormModal>
  );
}

/** Open while `number` is set; each opening reads the extension afresh. */
export function UpdateExtensionDialog({ number, onClose }: { number: string | null; onClose: () => void }) {
  return number ? <UpdateExtensionForm key={number} number={number} onClose={onClose} /> : null;
}
