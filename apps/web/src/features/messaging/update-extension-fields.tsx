/**
 * The fields of Update Extension: per account its Caller Name, Password and Description (the physical
 * handset of a pair needs a description, marked *); then the four call forwards, each a switch and a
 * destination that turns it on when typed and off when emptied; and Outbound Calls, Enabled or Disabled.
 */
import { Fieldset, Group, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ForwardPair } from '@portside/contract/pbx/extensions';
import { useT } from '../../kit/i18n/index.ts';
import { SipPasswordInput } from '../pbx/extensions/sip-password-input.tsx';
import {
  type AccountValues,
  type ExtensionValues,
  FORWARDS,
  type ForwardName,
  requiredOf,
  withDestination,
} from './update-extension-rules.ts';

export type FieldErrors = Record<string, string | undefined>;

const legendKey = {
  physical: 'messaging.updateExtension.physical',
  app: 'messaging.updateExtension.app',
  single: 'messaging.updateExtension.account',
} as const;

function AccountFields({
  account,
  index,
  errors,
  onChange,
}: {
  account: AccountValues;
  index: number;
  errors: FieldErrors;
  onChange: (patch: Partial<AccountValues>) => void;
}) {
  const t = useT();
  const required = requiredOf(account);
  const error = (field: string) => errors[`accounts.${index}.${field}`];
  return (
    <Fieldset legend={t(legendKey[account.role], { number: account.extension })} radius="md" p="sm">
      <Stack gap="xs">
        <TextInput
          label={t('messaging.updateExtension.callerName')}
          withAsterisk
          maxLength={100}
          autoComplete="off"
          data-autofocus={index === 0 || undefined}
          value={account.name}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
          error={error('name')}
        />
        <SipPasswordInput
          label={t('messaging.updateExtension.password')}
          description={t('messaging.updateExtension.passwordHint')}
          withAsterisk
          value={account.password}
          onChange={(password) => onChange({ password })}
          error={error('password')}
        />
        <TextInput
          label={t('messaging.updateExtension.description')}
          withAsterisk={required.includes('description')}
          maxLength={200}
          autoComplete="off"
          value={account.description}
          onChange={(event) => onChange({ description: event.currentTarget.value })}
          error={error('description')}
        />
      </Stack>
    </Fieldset>
  );
}

function ForwardField({
  name,
  forward,
  error,
  onChange,
}: {
  name: ForwardName;
  forward: ForwardPair;
  error?: string;
  onChange: (forward: ForwardPair) => void;
}) {
  const t = useT();
  const label = t(`messaging.updateExtension.forwardNames.${name}`);
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Switch
        label={label}
        checked={forward.enabled}
        onChange={(event) => onChange({ ...forward, enabled: event.currentTarget.checked })}
        w={{ base: '100%', xs: 230 }}
        mt={8}
      />
      <TextInput
        aria-label={`${label}: ${t('messaging.updateExtension.destination')}`}
        placeholder={t('messaging.updateExtension.destinationHint')}
        inputMode="tel"
        autoComplete="off"
        maxLength={21}
        value={forward.destination}
        onChange={(event) => onChange(withDestination(event.currentTarget.value))}
        error={error}
        style={{ flex: '1 1 180px' }}
      />
    </Group>
  );
}

export function UpdateExtensionFields({
  values,
  errors,
  onChange,
}: {
  values: ExtensionValues;
  errors: FieldErrors;
  onChange: (values: ExtensionValues) => void;
}) {
  const t = useT();
  const setAccount = (index: number, patch: Partial<AccountValues>) =>
    onChange({
      ...values,
      accounts: values.accounts.map((a, i) => (i === index ? { ...a, ...patch } : a)),
    });
  return (
    <>
      {values.accounts.length > 1 ? (
        <Text size="sm" c="dimmed">
          {t('messaging.updateExtension.paired')}
        </Text>
      ) : null}
      {/* A pair side by side where there is room, so both accounts are seen at once. */}
      <SimpleGrid cols={{ base: 1, sm: values.accounts.length }} spacing="sm">
        {values.accounts.map((account, index) => (
          <AccountFields
            key={account.extension}
            account={account}
            index={index}
            errors={errors}
            onChange={(patch) => setAccount(index, patch)}
          />
        ))}
      </SimpleGrid>
      <Fieldset legend={t('messaging.updateExtension.forwards')} radius="md" p="sm">
        <Stack gap="xs">
          {FORWARDS.map((name) => (
            <ForwardField
              key={name}
              name={name}
              forward={values.forwards[name]}
              error={errors[`forwards.${name}`]}
              onChange={(forward) =>
                onChange({ ...values, forwards: { ...values.forwards, [name]: forward } })
              }
            />
          ))}
        </Stack>
      </Fieldset>
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={500} id="outbound-calls-label">
          {t('messaging.updateExtension.outbound')}
        </Text>
        <SegmentedControl
          aria-labelledby="outbound-calls-label"
          value={values.outbound}
          onChange={(value) => onChange({ ...values, outbound: value === 'f' ? 'f' : 't' })}
          data={[
            { value: 't', label: t('messaging.updateExtension.enabled') },
            { value: 'f', label: t('messaging.updateExtension.disabled') },
          ]}
        />
      </Group>
    </>
  );
}
