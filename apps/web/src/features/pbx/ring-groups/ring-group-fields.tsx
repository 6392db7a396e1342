/**
 * The fields the add and edit forms share (STYLE 6): call timeout, strategy and the timeout action, a
 * destination type and then its number (extension, ring group, voicemail box) or, for Other, Check
 * Voicemail, Company Directory or Hangup.
 */
import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  MAX_RING_SECONDS,
  OTHER_TIMEOUT_ACTIONS,
  RING_GROUP_STRATEGIES,
  type RingGroupStrategy,
  TIMEOUT_ACTION_NAMES,
  type TimeoutActionName,
} from '@portside/contract/pbx/ring-groups';
import { useT } from '../../../kit/i18n/index.ts';
import type { RingGroupFormValues } from './ring-group-rules.ts';

type Form = UseFormReturnType<RingGroupFormValues>;

export function RingGroupFields({ form }: { form: Form }) {
  const t = useT();
  const { actionType } = form.getValues();
  const changeType = (value: string | null) => {
    form.setFieldValue('actionType', (value ?? '') as TimeoutActionName | '');
    form.setFieldValue('actionValue', '');
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <NumberInput
          label={t('ringGroups.form.callTimeout')}
          min={1}
          max={MAX_RING_SECONDS}
          allowDecimal={false}
          allowNegative={false}
          required
          {...form.getInputProps('callTimeout')}
        />
        <Select
          label={t('ringGroups.form.strategy')}
          data={RING_GROUP_STRATEGIES.map((s) => ({ value: s, label: t(`ringGroups.strategies.${s}`) }))}
          allowDeselect={false}
          required
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('strategy')}
          onChange={(value) => value && form.setFieldValue('strategy', value as RingGroupStrategy)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <Select
          label={t('ringGroups.form.timeoutAction')}
          data={[
            { value: '', label: t('ringGroups.actionTypes.none') },
            ...TIMEOUT_ACTION_NAMES.map((n) => ({ value: n, label: t(`ringGroups.actionTypes.${n}`) })),
          ]}
          value={actionType}
          onChange={changeType}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {actionType === 'other' ? (
          <Select
            label={t('ringGroups.form.actionOther')}
            data={OTHER_TIMEOUT_ACTIONS.map((a) => ({ value: a, label: t(`ringGroups.otherActions.${a}`) }))}
            placeholder={t('ringGroups.form.chooseOther')}
            allowDeselect={false}
            required
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('actionValue')}
            onChange={(value) => form.setFieldValue('actionValue', value ?? '')}
          />
        ) : actionType !== '' ? (
          <TextInput
            label={t('ringGroups.form.actionNumber')}
            description={t('ringGroups.form.actionNumberHint')}
            inputMode="numeric"
            autoComplete="off"
            required
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('actionValue')}
          />
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
