/**
 * New and Update Report Schedule (spec 002 Report Schedule, §4, §5; issue 13 item 5): the same fields
 * (schedule-fields.tsx). 'Update & Activate' saves with status 1; Deactivate, only for an active
 * schedule, with status 0; Delete asks first, naming the schedule. Local time needs the ship's time zone:
 * until it is known nothing saves. Success: notice, close, page 1 reloads.
 */
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReportSchedule } from '@portside/contract/callingcards/report-schedules';
import { useEffect, useState } from 'react';
import { FormConfirm, FormModal, serverErrorTo, useFormDialog } from '../../../kit/form/index.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { useLocalTimezone } from '../ship-time/ship-time-api.ts';
import {
  useCreateReportSchedule,
  useDeleteReportSchedule,
  useUpdateReportSchedule,
} from './report-schedule-api.ts';
import {
  canSaveSchedule,
  NEW_SCHEDULE,
  type ScheduleFormValues,
  scheduleBody,
  valuesOf,
} from './report-schedule-rules.ts';
import { ScheduleFields } from './schedule-fields.tsx';

const FIELDS = new Set([
  'name',
  'receiver',
  'subject',
  'message',
  'report_type',
  'run_hour',
  'run_weekday',
  'run_day',
  'use_local_timezone',
]);
const fieldOf = (message: string) => {
  const field = /^Field '([a-z_]+)'/.exec(message)?.[1];
  return field && FIELDS.has(field) ? field : null;
};

export function ReportScheduleDialog({
  domain,
  schedule,
  onClose,
}: {
  domain: string;
  /** The schedule being edited, 'new' for New Schedule; null when the dialog is closed. */
  schedule: ReportSchedule | 'new' | null;
  onClose: () => void;
}) {
  const t = useT();
  const create = useCreateReportSchedule(domain);
  const update = useUpdateReportSchedule(domain);
  const remove = useDeleteReportSchedule(domain);
  const local = useLocalTimezone(domain, schedule !== null);
  const [values, setValues] = useState<ScheduleFormValues>(NEW_SCHEDULE);
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const { error, setError, close } = useFormDialog({ onClose, reset: [create, update, remove] });
  const editing = schedule !== null && schedule !== 'new' ? schedule : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: start again only when another schedule opens
  useEffect(() => {
    setValues(editing ? valuesOf(editing) : NEW_SCHEDULE);
    setTouched(false);
    setConfirming(false);
    setFieldErrors({});
    setError(null);
  }, [schedule === 'new' ? 'new' : editing?.id, schedule === null]);

  const change = (patch: Partial<ScheduleFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setFieldErrors({});
  };
  const offset = local.data?.utc_offset;
  const localKnown = offset !== undefined && offset !== '';
  const active = editing?.status === 1;
  const onError = serverErrorTo({
    setError,
    fallback: t('reportSchedules.errors.failed'),
    form: { setFieldError: (field: string, e) => setFieldErrors({ [field]: String(e) }) },
    fieldOf,
  });
  const done = (message: string) => () => {
    notifications.show({ color: 'teal', message });
    close();
  };

  const save = (status: 0 | 1) => {
    setTouched(true);
    if (!canSaveSchedule(values, localKnown)) return;
    setError(null);
    const body = { ...scheduleBody(values), status };
    if (editing) {
      update.mutate({ id: editing.id, body }, { onSuccess: done(t('reportSchedules.updated')), onError });
    } else {
      create.mutate(body, { onSuccess: done(t('reportSchedules.created')), onError });
    }
  };
  const busy = create.isPending || update.isPending;

  const confirm =
    confirming && editing ? (
      <FormConfirm
        error={error}
        confirmLabel={t('reportSchedules.delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(editing.id, {
            onSuccess: done(t('reportSchedules.deleted')),
            onError: serverErrorTo({ setError, fallback: t('reportSchedules.errors.deleteFailed') }),
          })
        }
        busy={remove.isPending}
      >
        <Text size="sm">{t('reportSchedules.deleteConfirm', { name: editing.name })}</Text>
      </FormConfirm>
    ) : null;

  return (
    <FormModal
      opened={schedule !== null}
      onClose={close}
      title={
        confirming
          ? t('reportSchedules.deleteTitle')
          : editing
            ? t('reportSchedules.editTitle', { name: editing.name })
            : t('reportSchedules.createTitle')
      }
      size={600}
      onSubmit={(event) => {
        event.preventDefault();
        save(1);
      }}
      error={error}
      submitLabel={editing ? t('reportSchedules.updateActivate') : t('reportSchedules.create')}
      submitDisabled={!canSaveSchedule(values, localKnown)}
      submitting={busy}
      confirm={confirm}
      footerStart={
        editing ? (
          <Group gap="xs">
            <Button variant="subtle" color="red" onClick={() => setConfirming(true)} disabled={busy}>
              {t('reportSchedules.delete')}
            </Button>
            {active ? (
              <Button color="red" variant="light" onClick={() => save(0)} loading={update.isPending}>
                {t('reportSchedules.deactivate')}
              </Button>
            ) : null}
          </Group>
        ) : null
      }
    >
      {editing ? (
        <Text size="sm" c="dimmed">
          {active ? t('reportSchedules.isActive') : t('reportSchedules.isInactive')}
        </Text>
      ) : null}
      <ScheduleFields
        values={values}
        change={change}
        touched={touched}
        offset={offset}
        zone={local.data?.timezone}
        errors={fieldErrors}
      />
    </FormModal>
  );
}
