/**
 * Add and Update PIN or cabin (spec 002 §4, §5, §8): one dialog, two modes. Update of an active PIN
 * offers Deactivate (after a confirmation; DELETE); of an inactive one its main button reads 'Update &
 * Activate' (every update saves status 1). Success: notice, close, page 1 reloads. A failed save shows
 * the server's sentence under the form; a failed deactivation 'Unable to process request'.
 */
import { Alert, Button, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Card, CardType } from '@portside/contract/callingcards/cards';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FormConfirm, FormModal, serverErrorTo, useFormDialog } from '../../../kit/form/index.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { useCreateCard, useDeactivateCard, useTariffs, useUpdateCard } from './api/pins-api.ts';
import { PinFields } from './pin-fields.tsx';
import {
  canSavePin,
  newPinValues,
  type PinFormValues,
  pinProblems,
  pinValuesOf,
  toCreateBody,
  toUpdateBody,
} from './pin-rules.ts';

export function PinDialog({
  domain,
  type,
  card,
  opened,
  onClose,
  onCreated,
}: {
  domain: string;
  /** The type of a new PIN (an update uses the card's). */
  type: CardType;
  /** The PIN being updated; null to add one. */
  card: Card | null;
  opened: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const t = useT();
  const creating = card === null;
  const kind = card?.type ?? type;
  const tariffs = useTariffs(domain, kind);
  const tariffList = tariffs.data?.data ?? [];
  const create = useCreateCard(domain);
  const update = useUpdateCard(domain);
  const deactivate = useDeactivateCard(domain);
  const { error, setError, close } = useFormDialog({ onClose, reset: [create, update, deactivate] });
  const [confirming, setConfirming] = useState(false);

  const form = useForm<PinFormValues>({
    mode: 'controlled',
    initialValues: newPinValues([]),
    validate: (values) => {
      const problems = pinProblems(values, kind, creating, card?.pin);
      return Object.fromEntries(
        Object.entries(problems).map(([field, problem]) => [field, t(`pins.form.${problem}`)]),
      );
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: start again only when another PIN (or Add) opens
  useEffect(() => {
    if (!opened) return;
    form.setValues(card ? pinValuesOf(card) : newPinValues(tariffList));
    form.resetDirty();
    form.clearErrors();
    setError(null);
    setConfirming(false);
  }, [opened, card?.id]);

  // The single tariff is preselected once the tariffs arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the tariffs change
  useEffect(() => {
    if (opened && creating && form.getValues().tariff === '' && tariffList.length === 1) {
      form.setFieldValue('tariff', String(tariffList[0]?.id));
    }
  }, [tariffs.data, opened]);

  const fail = serverErrorTo({ setError, fallback: t('pins.form.failed') });

  const submit = form.onSubmit((values) => {
    setError(null);
    if (card) {
      update.mutate(
        { id: card.id, body: toUpdateBody(values, card) },
        {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('pins.updatedNotice') });
            close();
          },
          onError: fail,
        },
      );
    } else {
      create.mutate(toCreateBody(values, kind), {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('pins.createdNotice') });
          onCreated();
          close();
        },
        onError: fail,
      });
    }
  });

  const deactivateNow = () => {
    if (!card) return;
    setError(null);
    deactivate.mutate(card.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('pins.updatedNotice') });
        close();
      },
      onError: () => {
        setConfirming(false);
        setError(t('pins.deactivateFailed'));
      },
    });
  };

  const noTariff = creating && tariffs.isSuccess && tariffList.length === 0;
  const title = card ? t(`pins.updateTitle.${card.type}`, { pin: card.pin }) : t(`pins.addTitle.${kind}`);
  const saveLabel = creating
    ? t('pins.form.create')
    : card.status === 1
      ? t('pins.form.update')
      : t('pins.form.updateActivate');

  // Deactivation is confirmed in the dialog itself; a failure comes back to the form with its sentence.
  const confirm =
    confirming && card ? (
      <FormConfirm
        error={error}
        confirmLabel={t('pins.form.deactivate')}
        onCancel={() => setConfirming(false)}
        onConfirm={deactivateNow}
        busy={deactivate.isPending}
      >
        <Text size="sm">{t('pins.form.deactivateConfirm', { pin: card.pin })}</Text>
      </FormConfirm>
    ) : null;

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={title}
      size={560}
      onSubmit={submit}
      error={error}
      submitLabel={saveLabel}
      submitDisabled={!canSavePin(form.getValues(), kind, creating, card?.pin)}
      submitting={create.isPending || update.isPending}
      confirm={confirm}
      footerStart={
        card && card.status === 1 ? (
          <Button variant="light" color="red" onClick={() => setConfirming(true)}>
            {t('pins.form.deactivate')}
          </Button>
        ) : null
      }
    >
      <PinFields
        form={form}
        type={kind}
        tariffs={tariffList}
        creating={creating}
        currency={
          // A new card takes its tariff's currency (the server's rule), so the credit reads in it.
          card?.currency ??
          tariffList.find((x) => String(x.id) === form.getValues().tariff)?.default_currency ??
          'USD'
        }
      />
      {noTariff ? (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle size={20} />}>
          {t('pins.form.noTariff')}
        </Alert>
      ) : null}
    </FormModal>
  );
}
