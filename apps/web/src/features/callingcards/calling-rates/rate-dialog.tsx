/**
 * Add Special Rate and Update Special Rate (spec 002 Calling Rates, §4, §5): one dialog, two modes. Create
 * sends dial prefix, cost, price and name; update sends cost, price, name and status 1 (it re-enables an
 * inactive rate); Deactivate, only for an active rate, sends status 0. A server error naming a field
 * lands on it; any other shows under the form. Success: notice, close, page 1 reloads.
 */
import { Alert, Button, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { SpecialRate } from '@portside/contract/callingcards/rates';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { amountText, parseAmount } from '../../../kit/form/amount.ts';
import { FormModal, serverErrorTo, useFormDialog } from '../../../kit/form/index.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { useCreateRate, useUpdateRate } from './rate-api.ts';
import { rateMoney } from './rate-format.ts';
import {
  belowCost,
  canSaveRate,
  dialPrefixOf,
  isDialPrefix,
  isRateMoney,
  isRateName,
  type RateFormValues,
  rateFieldOf,
} from './rate-rules.ts';

const empty: RateFormValues = { destination: '', cost: '', price: '', name: '' };
const valuesOf = (r: SpecialRate): RateFormValues => ({
  destination: r.destination,
  cost: amountText(r.cost),
  price: amountText(r.price),
  name: r.name,
});

export function RateDialog({
  domain,
  tariff,
  currency,
  opened,
  rate,
  onClose,
}: {
  domain: string;
  tariff: number;
  /** The tariff's currency: a new rate takes it. */
  currency: string;
  opened: boolean;
  /** The rate being edited; null to add one. */
  rate: SpecialRate | null;
  onClose: () => void;
}) {
  const t = useT();
  const creating = rate === null;
  const create = useCreateRate(domain, tariff);
  const update = useUpdateRate(domain, tariff);
  const { error, setError, close } = useFormDialog({ onClose, reset: [create, update] });
  const form = useForm<RateFormValues>({
    mode: 'controlled',
    initialValues: empty,
    // Save stays disabled while a field is wrong: leaving the field says why.
    validateInputOnBlur: true,
    validate: {
      destination: (v) => (!creating || isDialPrefix(v) ? null : t('callingRates.errors.destination')),
      cost: (v) => (isRateMoney(v) ? null : t('callingRates.errors.money')),
      price: (v) => (isRateMoney(v) ? null : t('callingRates.errors.money')),
      name: (v) => (isRateName(v) ? null : t('callingRates.errors.name')),
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: start again only when another rate (or Add) opens
  useEffect(() => {
    if (!opened) return;
    form.setValues(rate ? valuesOf(rate) : empty);
    form.resetDirty();
    form.clearErrors();
    setError(null);
  }, [opened, rate?.id]);

  // The dial prefix of a rate being updated is fixed: a sentence about it goes under the form.
  const fail = serverErrorTo({
    setError,
    fallback: t('callingRates.errors.failed'),
    form,
    fieldOf: rateFieldOf,
    except: creating ? null : 'destination',
  });

  const done = (message: string) => () => {
    notifications.show({ color: 'teal', message });
    close();
  };

  const save = (status: 0 | 1) =>
    form.onSubmit((values) => {
      setError(null);
      const money = {
        cost: parseAmount(values.cost),
        price: parseAmount(values.price),
        name: values.name.trim(),
      };
      if (rate) {
        update.mutate(
          { id: rate.id, body: { ...money, status } },
          { onSuccess: done(t('callingRates.updated')), onError: fail },
        );
      } else {
        create.mutate(
          { destination: dialPrefixOf(values.destination), ...money },
          { onSuccess: done(t('callingRates.created')), onError: fail },
        );
      }
    });

  const active = rate?.status === 1;
  const loss = belowCost(form.getValues());
  const busy = create.isPending || update.isPending;
  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={
        creating ? t('callingRates.addTitle') : t('callingRates.editTitle', { prefix: rate.destination })
      }
      size={540}
      onSubmit={save(1)}
      error={error}
      submitLabel={
        creating
          ? t('callingRates.save')
          : active
            ? t('callingRates.update')
            : t('callingRates.updateActivate')
      }
      submitDisabled={!canSaveRate(form.getValues(), creating)}
      submitting={busy}
      footerStart={
        active ? (
          <Button color="red" variant="light" onClick={() => save(0)()} loading={update.isPending}>
            {t('callingRates.deactivate')}
          </Button>
        ) : null
      }
    >
      {rate ? (
        <Text size="sm" c="dimmed">
          {active ? t('callingRates.isActive') : t('callingRates.isInactive')}
        </Text>
      ) : null}
      <TextInput
        label={t('callingRates.columns.destination')}
        description={creating ? t('callingRates.destinationHint') : undefined}
        inputMode="numeric"
        withAsterisk={creating}
        disabled={!creating}
        data-autofocus={creating || undefined}
        {...form.getInputProps('destination')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('callingRates.costPerMinute')}
          inputMode="decimal"
          withAsterisk
          data-autofocus={!creating || undefined}
          {...form.getInputProps('cost')}
        />
        <TextInput
          label={t('callingRates.pricePerMinute')}
          inputMode="decimal"
          withAsterisk
          {...form.getInputProps('price')}
        />
      </SimpleGrid>
      {loss !== null ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
          {t('callingRates.belowCost', { loss: rateMoney(loss, rate?.currency ?? currency) })}
        </Alert>
      ) : null}
      <TextInput label={t('callingRates.columns.name')} withAsterisk {...form.getInputProps('name')} />
    </FormModal>
  );
}
