/**
 * Update Tariff (issue 13, beyond the spec): description, default cost and price per minute, free seconds,
 * and how calls are billed: the billing increment and the minimum billed duration, each with its help.
 * The currency is fixed (rates and cards are in it). A server sentence naming a field lands on it.
 */
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Tariff } from '@portside/contract/callingcards/tariffs';
import { useEffect } from 'react';
import { FormModal, serverErrorTo, useFormDialog } from '../../../kit/form/index.ts';
import { type I18nKey, useT } from '../../../kit/i18n/index.ts';
import { useUpdateTariff } from './tariff-api.ts';
import {
  canSaveTariff,
  isTariffFieldValid,
  type TariffField,
  type TariffFormValues,
  tariffFieldOf,
  tariffValuesOf,
  toTariffBody,
} from './tariff-rules.ts';

const ERRORS: Record<TariffField, I18nKey> = {
  description: 'callingRates.tariff.errors.description',
  default_cost: 'callingRates.errors.money',
  default_price: 'callingRates.errors.money',
  initblock: 'callingRates.tariff.errors.initblock',
  billing_increment: 'callingRates.tariff.errors.billingIncrement',
  minimum_duration: 'callingRates.tariff.errors.minimumDuration',
};

export function TariffDialog({
  domain,
  tariff,
  opened,
  onClose,
}: {
  domain: string;
  tariff: Tariff;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const update = useUpdateTariff(domain);
  const { error, setError, close } = useFormDialog({ onClose, reset: [update] });
  const check = (field: TariffField) => (v: string) =>
    isTariffFieldValid(field, v) ? null : t(ERRORS[field]);
  const form = useForm<TariffFormValues>({
    mode: 'controlled',
    initialValues: tariffValuesOf(tariff),
    validateInputOnBlur: true,
    validate: {
      description: check('description'),
      default_cost: check('default_cost'),
      default_price: check('default_price'),
      initblock: check('initblock'),
      billing_increment: check('billing_increment'),
      minimum_duration: check('minimum_duration'),
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: start again only when the dialog opens or another tariff is shown
  useEffect(() => {
    if (!opened) return;
    form.setValues(tariffValuesOf(tariff));
    form.resetDirty();
    form.clearErrors();
    setError(null);
  }, [opened, tariff.id]);

  const fail = serverErrorTo({
    setError,
    fallback: t('callingRates.errors.failed'),
    form,
    fieldOf: tariffFieldOf,
  });
  const submit = form.onSubmit((values) => {
    setError(null);
    update.mutate(
      { id: tariff.id, body: toTariffBody(values) },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('callingRates.tariff.updated') });
          close();
        },
        onError: fail,
      },
    );
  });

  const seconds = { inputMode: 'numeric' as const, rightSection: 's', withAsterisk: true };
  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('callingRates.tariff.editTitle', { name: tariff.description })}
      size={560}
      onSubmit={submit}
      error={error}
      submitLabel={t('callingRates.update')}
      submitDisabled={!canSaveTariff(form.getValues())}
      submitting={update.isPending}
    >
      <TextInput
        label={t('callingRates.tariff.description')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('callingRates.defaultCost')}
          description={tariff.default_currency}
          inputMode="decimal"
          withAsterisk
          {...form.getInputProps('default_cost')}
        />
        <TextInput
          label={t('callingRates.defaultPrice')}
          description={tariff.default_currency}
          inputMode="decimal"
          withAsterisk
          {...form.getInputProps('default_price')}
        />
      </SimpleGrid>
      <TextInput
        label={t('callingRates.tariff.freeSeconds')}
        description={t('callingRates.tariff.freeSecondsHint')}
        {...seconds}
        {...form.getInputProps('initblock')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('callingRates.tariff.billingIncrement')}
          description={t('callingRates.tariff.billingIncrementHint')}
          {...seconds}
          {...form.getInputProps('billing_increment')}
        />
        <TextInput
          label={t('callingRates.tariff.minimumDuration')}
          description={t('callingRates.tariff.minimumDurationHint')}
          {...seconds}
          {...form.getInputProps('minimum_duration')}
        />
      </SimpleGrid>
    </FormModal>
  );
}
