/**
 * Update Report Schedule (spec 002 Report Schedule, §4, §5): receivers (a list of e-mail entries),
 * subject, message and the run timezone (UTC or Local). Local needs the ship's timezone: until it is
 * known 'Local Timezone not set' shows in red and nothing saves. 'Update & Activate' saves with status 1;
 * Deactivate, only for an active schedule, with status 0. Success: notice, close, page 1 reloads.
 */
import { Button, Group, Radio, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReportSchedule } from '@portside/contract/callingcards/report-schedules';
import { useEffect, useState } from 'react';
import { FormModal, serverErrorTo, useFormDialog } from '../../../kit/form/index.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { ReceiversField } from './receivers-field.tsx';
import { useLocalTimezone, useUpdateReportSchedule } from './report-schedule-api.ts';
import { canSaveSchedule, receiversOf, type ScheduleFormValues } from './report-schedule-rules.ts';

const valuesOf = (s: ReportSchedule | null): ScheduleFormValues => ({
  receivers: s ? receiversOf(s.receiver) : [],
  subject: s?.subject ?? '',
  message: s?.message ?? '',
  timezone: s ? (s.use_local_timezone === 0 ? '0' : '1') : null,
});

export function ReportScheduleDialog({
  domain,
  schedule,
  onClose,
}: {
  domain: string;
  /** The schedule being edited; null when the dialog is closed. */
  schedule: ReportSchedule | null;
  onClose: () => void;
}) {
  const t = useT();
  const update = useUpdateReportSchedule(domain);
  const local = useLocalTimezone(domain, schedule !== null);
  const [values, setValues] = useState<ScheduleFormValues>(valuesOf(null));
  const [touched, setTouched] = useState(false);
  const { error, setError, close } = useFormDialog({ onClose, reset: [update] });

  // biome-ignore lint/correctness/useExhaustiveDependencies: start again only when another schedule opens
  useEffect(() => {
    setValues(valuesOf(schedule));
    setTouched(false);
    setError(null);
  }, [schedule?.id]);

  const change = (patch: Partial<ScheduleFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const offset = local.data?.utc_offset;
  const localKnown = offset !== undefined && offset !== '';
  const active = schedule?.status === 1;

  const save = (status: 0 | 1) => {
    setTouched(true);
    if (!schedule || !canSaveSchedule(values, localKnown)) return;
    setError(null);
    update.mutate(
      {
        id: schedule.id,
        body: {
          receiver: values.receivers.join(','),
          subject: values.subject.trim(),
          message: values.message.trim(),
          status,
          use_local_timezone: values.timezone === '1' ? 1 : 0,
        },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('reportSchedules.updated') });
          close();
        },
        onError: serverErrorTo({ setError, fallback: t('reportSchedules.errors.failed') }),
      },
    );
  };

  const required = (text: string) =>
    touched && text.trim() === '' ? t('reportSchedules.errors.required') : null;
  return (
    <FormModal
      opened={schedule !== null}
      onClose={close}
      title={t('reportSchedules.editTitle', { name: schedule?.name ?? '' })}
      size={560}
      onSubmit={(event) => {
        event.preventDefault();
        save(1);
      }}
      error={error}
      submitLabel={t('reportSchedules.updateActivate')}
      submitDisabled={!canSaveSchedule(values, localKnown)}
      submitting={update.isPending}
      footerStart={
        active ? (
          <Button color="red" variant="light" onClick={() => save(0)} loading={update.isPending}>
            {t('reportSchedules.deactivate')}
          </Button>
        ) : null
      }
    >
      <Text size="sm" c="dimmed">
        {active ? t('reportSchedules.isActive') : t('reportSchedules.isInactive')} ·{' '}
        {t(`reportSchedules.frequency`, { schedule: schedule?.schedule ?? '' })}
      </Text>
      <ReceiversField
        value={values.receivers}
        onChange={(receivers) => change({ receivers })}
        error={touched && values.receivers.length === 0 ? t('reportSchedules.errors.receivers') : null}
      />
      <TextInput
        label={t('reportSchedules.subject')}
        withAsterisk
        value={values.subject}
        error={required(values.subject)}
        onChange={(event) => change({ subject: event.currentTarget.value })}
      />
      <Textarea
        label={t('reportSchedules.message')}
        withAsterisk
        rows={4}
        value={values.message}
        error={required(values.message)}
        onChange={(event) => change({ message: event.currentTarget.value })}
      />
      <Radio.Group
        label={t('reportSchedules.runTimezone')}
        withAsterisk
        value={values.timezone}
        onChange={(value) => change({ timezone: value === '1' ? '1' : '0' })}
        error={touched && values.timezone === null ? t('reportSchedules.errors.timezone') : null}
      >
        <Group gap="lg" mt={6}>
          <Radio value="0" label={t('reportSchedules.utc')} />
          <Radio
            value="1"
            label={localKnown ? t('reportSchedules.localWithOffset', { offset }) : t('reportSchedules.local')}
          />
        </Group>
      </Radio.Group>
      {values.timezone === '1' && !localKnown ? (
        <Text size="sm" c="red" role="alert">
          {t('reportSchedules.localNotSet')}
        </Text>
      ) : null}
    </FormModal>
  );
}
