/**
 * Add Ring Group (spec 001 §4, §5, §8): extension and name required, call timeout 30 and the first
 * strategy by default, an optional timeout action, and destinations held in the form ('Destination
 * already exists' for a number twice) that are added one by one once the group is created. Success:
 * notice, close, page 1 reloads; a failed save shows the server's sentence under the form.
 */
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { RingGroupDestination } from '@portside/contract/pbx/ring-groups';
import { useState } from 'react';
import { FormModal, serverErrorTo, useFormDialog } from '../../../kit/form/index.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { useCreateRingGroup } from './api/use-create-ring-group.ts';
import { DestinationEditor } from './destination-editor.tsx';
import { RingGroupFields } from './ring-group-fields.tsx';
import {
  canCreate,
  emptyRingGroup,
  type RingGroupFormValues,
  stageDestination,
  toCreateBody,
} from './ring-group-rules.ts';
import { useRingGroupValidation } from './ring-group-validation.ts';

export function AddRingGroupModal({
  domain,
  opened,
  onClose,
}: {
  domain: string;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const create = useCreateRingGroup(domain);
  const [staged, setStaged] = useState<RingGroupDestination[]>([]);
  const form = useForm<RingGroupFormValues>({
    mode: 'controlled',
    initialValues: emptyRingGroup,
    validate: useRingGroupValidation('create'),
  });
  const { error, setError, close: closeDialog } = useFormDialog({ onClose, reset: [form, create] });

  const close = () => {
    setStaged([]);
    closeDialog();
  };

  const submit = (values: RingGroupFormValues) => {
    setError(null);
    create.mutate(
      { body: toCreateBody(values), destinations: staged },
      {
        onSuccess: ({ group, failed }) => {
          notifications.show({ color: 'teal', message: t('ringGroups.createdNotice') });
          if (failed) {
            notifications.show({
              color: 'red',
              autoClose: false,
              message: t('ringGroups.errors.destinationFailed', {
                extension: group.ring_group_extension,
                number: failed.number,
                error: failed.error ?? t('ringGroups.form.failed'),
              }),
            });
          }
          close();
        },
        onError: serverErrorTo({ setError, fallback: t('ringGroups.form.failed') }),
      },
    );
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('ringGroups.addTitle')}
      size={640}
      onSubmit={form.onSubmit(submit)}
      error={error}
      submitLabel={t('ringGroups.form.create')}
      submitDisabled={!canCreate(form.getValues())}
      submitting={create.isPending}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t('ringGroups.form.extension')}
          required
          data-autofocus
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps('extension')}
        />
        <TextInput
          label={t('ringGroups.form.name')}
          required
          autoComplete="off"
          {...form.getInputProps('name')}
        />
      </SimpleGrid>
      <RingGroupFields form={form} />
      <DestinationEditor
        hint={t('ringGroups.form.destinationsStaged')}
        destinations={staged}
        onAdd={(destination) => {
          const next = stageDestination(staged, destination);
          if (!next) return t('ringGroups.errors.destinationExists');
          setStaged(next);
          return null;
        }}
        onRemove={(number) => setStaged((s) => s.filter((d) => d.destination_number !== number))}
      />
    </FormModal>
  );
}
