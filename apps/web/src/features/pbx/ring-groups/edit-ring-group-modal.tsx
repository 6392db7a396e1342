/**
 * Update Ring Group (spec 001 §4, §5): caller name and number, call timeout, strategy and timeout action,
 * saved by PATCH; destinations are added and removed on the server at once and read again. Success:
 * 'Successfully updated Ring Group {ext}', close, page 1 reloads; a failed save shows the server's
 * sentence under the form.
 */
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { RingGroup } from '@portside/contract/pbx/ring-groups';
import { useState } from 'react';
import { isApiError } from '../../../kit/api-client.ts';
import { FormModal } from '../../../kit/form/index.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { useAddDestination, useDestinations, useRemoveDestination } from './api/use-destinations.ts';
import { useUpdateRingGroup } from './api/use-update-ring-group.ts';
import { DestinationEditor } from './destination-editor.tsx';
import { RingGroupFields } from './ring-group-fields.tsx';
import { canUpdate, type RingGroupFormValues, toUpdateBody, valuesOf } from './ring-group-rules.ts';
import { useRingGroupValidation } from './ring-group-validation.ts';

const serverText = (failure: unknown) => (isApiError(failure) ? failure.serverMessage : null);

/** Mounted while a row is being edited (the screen renders it for one group at a time). */
export function EditRingGroupModal({
  domain,
  group,
  onClose,
}: {
  domain: string;
  group: RingGroup;
  onClose: () => void;
}) {
  const t = useT();
  const extension = group.ring_group_extension;
  const update = useUpdateRingGroup(domain, extension);
  const destinations = useDestinations(domain, extension, true);
  const add = useAddDestination(domain, extension);
  const remove = useRemoveDestination(domain, extension);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RingGroupFormValues>({
    mode: 'controlled',
    initialValues: valuesOf(group),
    validate: useRingGroupValidation('edit'),
  });

  const submit = (values: RingGroupFormValues) => {
    setError(null);
    update.mutate(toUpdateBody(values), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('ringGroups.updatedNotice', { extension }) });
        onClose();
      },
      onError: (failure) => setError(serverText(failure) ?? t('ringGroups.form.failed')),
    });
  };

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('ringGroups.editTitle', { extension })}
      size={640}
      onSubmit={form.onSubmit(submit)}
      error={error}
      submitLabel={t('ringGroups.form.save')}
      submitDisabled={!canUpdate(form.getValues())}
      submitting={update.isPending}
    >
      <Text size="sm" c="dimmed">
        {group.ring_group_name}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t('ringGroups.form.callerIdName')}
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('callerIdName')}
        />
        <TextInput
          label={t('ringGroups.form.callerIdNumber')}
          inputMode="tel"
          autoComplete="off"
          {...form.getInputProps('callerIdNumber')}
        />
      </SimpleGrid>
      <RingGroupFields form={form} />
      <DestinationEditor
        hint={t('ringGroups.form.destinationsHint')}
        destinations={destinations.data?.ringgroupdestinations ?? []}
        loading={destinations.isPending}
        busy={add.isPending}
        removing={remove.isPending ? remove.variables : null}
        onAdd={async (destination) => {
          try {
            await add.mutateAsync(destination);
            return null;
          } catch (failure) {
            return serverText(failure) ?? t('ringGroups.form.failed');
          }
        }}
        onRemove={(number) => {
          setError(null);
          remove.mutate(number, {
            onError: (failure) => setError(serverText(failure) ?? t('ringGroups.form.failed')),
          });
        }}
      />
    </FormModal>
  );
}
