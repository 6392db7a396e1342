/**
 * The fields the add and edit dialogs share (STYLE 6): MAC (typed on create, shown on edit), the time
 * zone both accounts share, then Account 1 and Account 2, each extension, password (with Generate),
 * outbound proxy and port, caller name and ringtone.
 */
import { Fieldset, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  defaultAccountName,
  formatMac,
  HARDWARE_TIME_ZONES,
  RINGTONES,
} from '@portside/contract/pbx/hardware';
import { useT } from '../../../kit/i18n/index.ts';
import { SipPasswordInput } from '../extensions/sip-password-input.tsx';
import { ExtensionPicker } from './extension-picker.tsx';
import type { HardwareFormValues } from './hardware-rules.ts';

type Form = UseFormReturnType<HardwareFormValues>;
/** Hints under the input, so the inputs of a row line up whether or not a field has one. */
const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

function AccountFields({
  form,
  slot,
  domain,
  creating,
}: {
  form: Form;
  slot: 'account1' | 'account2';
  domain: string;
  creating: boolean;
}) {
  const t = useT();
  const account = form.getValues()[slot];
  const n = slot === 'account1' ? 1 : 2;
  return (
    <Fieldset legend={t('hardware.account', { n })} variant="filled" p="sm">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <ExtensionPicker
            domain={domain}
            label={t('hardware.extension')}
            placeholder={t('hardware.chooseExtension')}
            withAsterisk={n === 1}
            value={account.extension}
            error={form.errors[`${slot}.extension`]}
            onChange={(extension) => form.setFieldValue(`${slot}.extension`, extension)}
          />
          <SipPasswordInput
            label={t('hardware.password')}
            description={creating ? t('hardware.passwordHint') : t('hardware.passwordKeptHint')}
            inputWrapperOrder={BELOW}
            {...form.getInputProps(`${slot}.password`)}
          />
          <TextInput
            label={t('hardware.outboundProxy')}
            placeholder={t('hardware.outboundProxyExample')}
            autoComplete="off"
            withAsterisk={n === 1}
            {...form.getInputProps(`${slot}.outboundProxy`)}
          />
          <TextInput
            label={t('hardware.port')}
            inputMode="numeric"
            autoComplete="off"
            withAsterisk={n === 1}
            {...form.getInputProps(`${slot}.outboundProxyPort`)}
          />
          <TextInput
            label={t('hardware.name')}
            placeholder={defaultAccountName(account.extension) || undefined}
            description={t('hardware.nameHint')}
            inputWrapperOrder={BELOW}
            autoComplete="off"
            {...form.getInputProps(`${slot}.name`)}
          />
          <Select
            label={t('hardware.ringtone')}
            data={RINGTONES.map((r) => ({ value: String(r), label: t('hardware.ringtoneN', { n: r }) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps(`${slot}.ringtone`)}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

export function HardwareFields({
  form,
  domain,
  creating,
}: {
  form: Form;
  domain: string;
  creating: boolean;
}) {
  const t = useT();
  const { mac } = form.getValues();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        {creating ? (
          <TextInput
            label={t('hardware.mac')}
            placeholder="00:15:65:12:34:56"
            autoComplete="off"
            withAsterisk
            data-autofocus
            {...form.getInputProps('mac')}
          />
        ) : (
          <TextInput label={t('hardware.mac')} value={formatMac(mac)} readOnly variant="filled" />
        )}
        <Select
          label={t('hardware.timezone')}
          data={HARDWARE_TIME_ZONES.map((z) => ({ value: z, label: t(`hardware.timezones.${z}`) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('timezone')}
        />
      </SimpleGrid>
      <AccountFields form={form} slot="account1" domain={domain} creating={creating} />
      <AccountFields form={form} slot="account2" domain={domain} creating={creating} />
    </Stack>
  );
}
