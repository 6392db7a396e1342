/**
 * The fields of Add and Update PIN or cabin (spec 002): pin (or cabin), digits only (at least 4 for a
 * cabin, 6 for an admin PIN, said under the field and, once it is left, why it is refused) with, when
 * adding, a button for a unique random number from the server; name; credit (cabins); expiration date
 * (admin PINs, YYYY-MM-DD); tariff, whose picker shows only with more than one tariff (a single one is
 * preselected).
 */
import { ActionIcon, Loader, Select, SimpleGrid, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { currencySymbol } from '@portside/contract/callingcards/cards';
import type { CardType, Tariff } from '@portside/contract/callingcards/tariffs';
import { IconDice5 } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../kit/i18n/index.ts';
import { uniqueRandomPin } from './api/pins-api.ts';
import { type PinFormValues, showTariffPicker } from './pin-rules.ts';

export function PinFields({
  form,
  type,
  tariffs,
  creating,
  currency,
}: {
  form: UseFormReturnType<PinFormValues>;
  type: CardType;
  tariffs: readonly Tariff[];
  creating: boolean;
  currency: string;
}) {
  const t = useT();
  const [drawing, setDrawing] = useState(false);
  const randomLabel = t('pins.form.random');

  const draw = async () => {
    setDrawing(true);
    try {
      form.setFieldValue('pin', await uniqueRandomPin(type));
      form.clearFieldError('pin');
    } catch {
      form.setFieldError('pin', t('pins.form.randomFailed'));
    } finally {
      setDrawing(false);
    }
  };

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
      <TextInput
        label={t(`pins.pin.${type}`)}
        required
        data-autofocus
        autoComplete="off"
        inputMode="numeric"
        description={t(`pins.form.pinHint.${type}`)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        rightSection={
          creating ? (
            <Tooltip label={randomLabel}>
              <ActionIcon
                variant="subtle"
                aria-label={randomLabel}
                onClick={() => void draw()}
                disabled={drawing}
              >
                {drawing ? <Loader size={14} /> : <IconDice5 size={18} />}
              </ActionIcon>
            </Tooltip>
          ) : null
        }
        {...form.getInputProps('pin')}
        // Save stays disabled while the pin breaks the rule: say why once the field is left.
        onBlur={() => {
          if (form.getValues().pin.trim() !== '') void form.validateField('pin');
        }}
      />
      <TextInput label={t('pins.name')} required autoComplete="off" {...form.getInputProps('name')} />
      {type === 'cabin' ? (
        <TextInput
          label={t('pins.credit')}
          description={t('pins.form.creditHint')}
          required={!creating}
          inputMode="decimal"
          autoComplete="off"
          leftSection={currencySymbol(currency)}
          {...form.getInputProps('credit')}
        />
      ) : (
        <TextInput
          type="date"
          label={t('pins.expiration')}
          required
          placeholder="YYYY-MM-DD"
          {...form.getInputProps('expirationdate')}
        />
      )}
      {showTariffPicker(tariffs) ? (
        <Select
          label={t('pins.tariff')}
          placeholder={t('pins.form.chooseTariff')}
          required={creating}
          data={tariffs.map((tariff) => ({ value: String(tariff.id), label: tariff.description }))}
          comboboxProps={{ withinPortal: true }}
          allowDeselect={false}
          {...form.getInputProps('tariff')}
        />
      ) : null}
    </SimpleGrid>
  );
}
