/**
 * Add Inbound Route and Update Inbound Route (spec 001 §2, §5, §8), one dialog: name, destination number
 * and the route-call-to action required, description optional; Create/Update is enabled once the
 * required fields are filled. Editing also offers Delete, after the confirmation text. A server sentence
 * naming a field lands on it; any other shows under the form. Success: notice, close, page 1 reloads.
 */
import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { InboundRoute } from '@portside/contract/pbx/inbound-routes';
import { useEffect, useState } from 'react';
import { FormConfirm, FormModal, serverErrorTo, useFormDialog } from '../../../kit/form/index.ts';
import { useT } from '../../../kit/i18n/index.ts';
import {
  useCreateInboundRoute,
  useDeleteInboundRoute,
  useUpdateInboundRoute,
} from './api/inbound-routes-api.ts';
import { RouteFields } from './route-fields.tsx';
import {
  canSave,
  emptyRoute,
  isActionNumber,
  isRouteNumber,
  type RouteFormValues,
  routeFieldOf,
  routeValues,
  toRouteBody,
} from './route-rules.ts';

export function RouteDialog({
  domain,
  opened,
  route,
  onClose,
}: {
  domain: string;
  opened: boolean;
  /** The route being edited; null to add one. */
  route: InboundRoute | null;
  onClose: () => void;
}) {
  const t = useT();
  const create = useCreateInboundRoute(domain);
  const update = useUpdateInboundRoute(domain);
  const remove = useDeleteInboundRoute(domain);
  const { error, setError, close } = useFormDialog({ onClose, reset: [create, update, remove] });
  const [confirming, setConfirming] = useState(false);
  const form = useForm<RouteFormValues>({
    mode: 'controlled',
    initialValues: emptyRoute,
    validate: {
      name: (v) => (v.trim() ? null : t('inboundRoutes.errors.name')),
      number: (v) => (isRouteNumber(v) ? null : t('inboundRoutes.errors.number')),
      actionType: (v) => (v ? null : t('inboundRoutes.errors.actionType')),
      actionValue: (v, values) =>
        values.actionType === 'other' || isActionNumber(v) ? null : t('inboundRoutes.errors.actionNumber'),
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: start again only when the dialog opens on a route
  useEffect(() => {
    if (!opened) return;
    form.setValues(route ? routeValues(route) : emptyRoute);
    form.resetDirty();
    form.clearErrors();
    setError(null);
    setConfirming(false);
  }, [opened, route?.dialplan_uuid]);

  const fail = serverErrorTo({
    setError,
    fallback: t('inboundRoutes.errors.failed'),
    form,
    fieldOf: routeFieldOf,
  });
  const done = (message: string) => {
    notifications.show({ color: 'teal', message });
    close();
  };

  const submit = form.onSubmit((values) => {
    setError(null);
    const body = toRouteBody(values);
    if (route) {
      update.mutate(
        { id: route.dialplan_uuid, body },
        { onSuccess: () => done(t('inboundRoutes.updated')), onError: fail },
      );
    } else {
      create.mutate(body, { onSuccess: () => done(t('inboundRoutes.created')), onError: fail });
    }
  });

  const confirmDelete = () => {
    if (!route) return;
    setError(null);
    remove.mutate(route.dialplan_uuid, { onSuccess: () => done(t('inboundRoutes.deleted')), onError: fail });
  };

  const saving = create.isPending || update.isPending;
  const title = confirming
    ? t('inboundRoutes.deleteTitle')
    : route
      ? t('inboundRoutes.editTitle')
      : t('inboundRoutes.addTitle');

  // Delete is confirmed in the dialog itself, in place of the form.
  const confirm =
    confirming && route ? (
      <FormConfirm
        error={error}
        confirmLabel={t('inboundRoutes.delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
        busy={remove.isPending}
      >
        <Text size="sm">{t('list.deleteConfirm')}</Text>
        <Stack gap={2}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {route.dialplan_name}
          </Text>
          <Text size="sm" c="dimmed">
            {route.dialplan_number}
          </Text>
        </Stack>
      </FormConfirm>
    ) : null;

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={title}
      size={600}
      onSubmit={submit}
      error={error}
      submitLabel={route ? t('inboundRoutes.update') : t('inboundRoutes.create')}
      submitDisabled={!canSave(form.getValues())}
      submitting={saving}
      confirm={confirm}
      footerStart={
        route ? (
          <Button variant="subtle" color="red" onClick={() => setConfirming(true)} disabled={saving}>
            {t('inboundRoutes.delete')}
          </Button>
        ) : null
      }
    >
      <RouteFields form={form} />
    </FormModal>
  );
}
