/**
 * Add Hardware and Update Hardware (spec 001 §5): one dialog, two modes. Create needs a MAC and at least
 * one complete account; update a complete account 1 or account 2. An account that is started must be
 * complete; a password typed for it follows the SIP password rule (Generate beside it fills one). A
 * server error naming a field lands on it; any other shows under the form. Success: notice, close, page 1
 * reloads.
 */
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type CreatedHardwareFile,
  formatMac,
  type HardwareFile,
  normaliseMac,
} from '@portside/contract/pbx/hardware';
import { useEffect } from 'react';
import { FormModal, serverErrorTo, useFormDialog } from '../../../kit/form/index.ts';
import { type I18nKey, useT } from '../../../kit/i18n/index.ts';
import { SIP_PASSWORD_TEXTS } from '../extensions/sip-password-input.tsx';
import { useCreateHardwareFile, useUpdateHardwareFile } from './api/hardware-api.ts';
import { HardwareFields } from './hardware-fields.tsx';
import {
  type AccountValues,
  accountPasswordProblem,
  canSave,
  type HardwareFormValues,
  hardwareBody,
  hardwareFieldOf,
  hardwareValuesOf,
  isBlankAccount,
  isMac,
  isPort,
  isProxyHost,
  newHardwareValues,
} from './hardware-rules.ts';

export function HardwareDialog({
  domain,
  opened,
  file,
  onClose,
  onCreated,
}: {
  domain: string;
  opened: boolean;
  /** The file being edited; null to add one. */
  file: HardwareFile | null;
  onClose: () => void;
  /** A created file with its provisioning credential (answered once, to a role with phone secrets). */
  onCreated?: (file: CreatedHardwareFile) => void;
}) {
  const t = useT();
  const creating = file === null;
  const create = useCreateHardwareFile(domain);
  const update = useUpdateHardwareFile(domain);
  const { error, setError, close } = useFormDialog({ onClose, reset: [create, update] });

  // A started account must be complete; a blank one is left out.
  const accountRule =
    (check: (a: AccountValues) => boolean, message: I18nKey) =>
    (_: string, values: HardwareFormValues, path: string) => {
      const slot = path.startsWith('account1') ? values.account1 : values.account2;
      return isBlankAccount(slot) || check(slot) ? null : t(message);
    };
  const accountRules = {
    extension: accountRule((a) => a.extension.trim() !== '', 'hardware.errors.extension'),
    password: (_: string, values: HardwareFormValues, path: string) => {
      const problem = accountPasswordProblem(path.startsWith('account1') ? values.account1 : values.account2);
      return problem ? t(SIP_PASSWORD_TEXTS[problem]) : null;
    },
    outboundProxy: accountRule((a) => isProxyHost(a.outboundProxy), 'hardware.errors.outboundProxy'),
    outboundProxyPort: accountRule((a) => isPort(a.outboundProxyPort), 'hardware.errors.port'),
  };
  const form = useForm<HardwareFormValues>({
    mode: 'controlled',
    initialValues: newHardwareValues(),
    validate: {
      mac: (v) => (!creating || isMac(v) ? null : t('hardware.errors.mac')),
      account1: accountRules,
      account2: accountRules,
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: start again only when another file (or Add) opens
  useEffect(() => {
    if (!opened) return;
    form.setValues(file ? hardwareValuesOf(file) : newHardwareValues());
    form.resetDirty();
    form.clearErrors();
    setError(null);
  }, [opened, file?.mac]);

  // The MAC of a file being updated is not a field of the form.
  const fail = serverErrorTo({
    setError,
    fallback: t('hardware.errors.failed'),
    form,
    fieldOf: hardwareFieldOf,
    except: creating ? null : 'mac',
  });

  const submit = form.onSubmit((values) => {
    setError(null);
    const body = hardwareBody(values, domain);
    if (file) {
      update.mutate(
        { status: file.status, mac: file.mac, body },
        {
          onSuccess: () => {
            notifications.show({
              color: 'teal',
              message: t('hardware.updated', { mac: formatMac(file.mac) }),
            });
            close();
          },
          onError: fail,
        },
      );
    } else {
      create.mutate(
        { mac: normaliseMac(values.mac) ?? values.mac.trim(), body },
        {
          onSuccess: (created) => {
            notifications.show({ color: 'teal', message: t('hardware.created') });
            close();
            if (created.credential) onCreated?.(created);
          },
          onError: fail,
        },
      );
    }
  });

  const title = file ? t('hardware.editTitle', { mac: formatMac(file.mac) }) : t('hardware.addTitle');
  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={title}
      size={720}
      onSubmit={submit}
      error={error}
      submitLabel={creating ? t('hardware.save') : t('hardware.update')}
      submitDisabled={!canSave(form.getValues(), creating)}
      submitting={create.isPending || update.isPending}
    >
      <HardwareFields form={form} domain={domain} creating={creating} />
    </FormModal>
  );
}
