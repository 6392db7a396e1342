/**
 * The fields the add and edit dialogs share (STYLE 6): name, destination number, where the call goes (a
 * destination type, then the extension, ring group or voicemail box number, or for Other: Check
 * Voicemail, Company Directory or Hangup) and the description.
 */
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  OTHER_ROUTE_ACTIONS,
  ROUTE_ACTION_NAMES,
  type RouteActionName,
} from '@portside/contract/pbx/inbound-routes';
import { useT } from '../../../kit/i18n/index.ts';
import type { RouteFormValues } from './route-rules.ts';

export function RouteFields({ form }: { form: UseFormReturnType<RouteFormValues> }) {
  const t = useT();
  const { actionType } = form.getValues();
  const changeType = (value: string | null) => {
    form.setFieldValue('actionType', (value ?? '') as RouteActionName | '');
    form.setFieldValue('actionValue', '');
  };
  return (
    <Stack gap="sm">
      <TextInput
        label={t('inboundRoutes.name')}
        autoComplete="off"
        withAsterisk
        data-autofocus
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t('inboundRoutes.number')}
        description={t('inboundRoutes.numberHint')}
        inputMode="tel"
        autoComplete="off"
        withAsterisk
        {...form.getInputProps('number')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <Select
          label={t('inboundRoutes.routeTo')}
          placeholder={t('inboundRoutes.chooseType')}
          data={ROUTE_ACTION_NAMES.map((n) => ({ value: n, label: t(`inboundRoutes.actionTypes.${n}`) }))}
          withAsterisk
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('actionType')}
          onChange={changeType}
        />
        {actionType === 'other' ? (
          <Select
            label={t('inboundRoutes.actionOther')}
            placeholder={t('inboundRoutes.chooseOther')}
            data={OTHER_ROUTE_ACTIONS.map((a) => ({ value: a, label: t(`inboundRoutes.otherActions.${a}`) }))}
            withAsterisk
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('actionValue')}
            onChange={(value) => form.setFieldValue('actionValue', value ?? '')}
          />
        ) : actionType !== '' ? (
          <TextInput
            label={t('inboundRoutes.actionNumber')}
            description={t('inboundRoutes.actionNumberHint')}
            inputMode="numeric"
            autoComplete="off"
            withAsterisk
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('actionValue')}
          />
        ) : null}
      </SimpleGrid>
      <TextInput
        label={t('inboundRoutes.description')}
        autoComplete="off"
        {...form.getInputProps('description')}
      />
    </Stack>
  );
}
