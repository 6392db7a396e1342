/**
 * The fields of New and Update Report Schedule (one component, STYLE §6): name, what it reports, when
 * (frequency, weekday or day, hour, UTC or ship time), receivers, subject and message (spec 002 §5).
 * Local time needs the ship's time zone: until it is known 'Local Timezone not set' shows in red.
 */
import { Group, Radio, SegmentedControl, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import {
  LAST_RUN_DAY,
  REPORT_TYPES,
  SCHEDULE_FREQUENCIES,
} from '@portside/contract/callingcards/report-schedules';
import { useT } from '../../../kit/i18n/index.ts';
import { HOUR_SLOTS } from '../../../kit/time/ship-time.ts';
import { ReceiversField } from './receivers-field.tsx';
import type { ScheduleFormValues } from './report-schedule-rules.ts';

const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
const DAYS = Array.from({ length: LAST_RUN_DAY }, (_, i) => String(i + 1));

export function ScheduleFields({
  values,
  change,
  touched,
  offset,
  zone,
  errors,
}: {
  values: ScheduleFormValues;
  change: (patch: Partial<ScheduleFormValues>) => void;
  touched: boolean;
  /** The ship's offset from UTC, when known. */
  offset: string | undefined;
  zone: string | undefined;
  /** A server sentence naming a field, by field. */
  errors: Partial<Record<string, string>>;
}) {
  const t = useT();
  const localKnown = offset !== undefined && offset !== '';
  const required = (text: string) =>
    touched && text.trim() === '' ? t('reportSchedules.errors.required') : null;
  return (
    <>
      <TextInput
        data-autofocus
        label={t('reportSchedules.name')}
        withAsterisk
        value={values.name}
        error={errors.name ?? required(values.name)}
        onChange={(event) => change({ name: event.currentTarget.value })}
      />
      <Radio.Group
        label={t('reportSchedules.what')}
        description={t('reportSchedules.whatHelp')}
        value={values.reportType}
        onChange={(value) => change({ reportType: REPORT_TYPES.find((r) => r === value) ?? 'both' })}
        error={errors.report_type}
      >
        <Group gap="lg" mt={6}>
          {REPORT_TYPES.map((type) => (
            <Radio key={type} value={type} label={t(`reportSchedules.reportTypes.${type}`)} />
          ))}
        </Group>
      </Radio.Group>
      <div>
        <Text size="sm" fw={500} id="schedule-frequency">
          {t('reportSchedules.when')}
        </Text>
        <SegmentedControl
          aria-labelledby="schedule-frequency"
          fullWidth
          mt={4}
          value={values.frequency}
          onChange={(value) =>
            change({ frequency: SCHEDULE_FREQUENCIES.find((f) => f === value) ?? 'daily' })
          }
          data={SCHEDULE_FREQUENCIES.map((f) => ({ value: f, label: t(`reportSchedules.frequencies.${f}`) }))}
        />
      </div>
      <SimpleGrid cols={{ base: 1, xs: values.frequency === 'daily' ? 1 : 2 }} spacing="sm">
        {values.frequency === 'weekly' ? (
          <Select
            label={t('reportSchedules.weekday')}
            withAsterisk
            data={WEEKDAYS.map((d) => ({ value: d, label: t(`reportSchedules.weekdays.${d}`) }))}
            value={values.weekday}
            onChange={(weekday) => change({ weekday })}
            error={
              errors.run_weekday ??
              (touched && values.weekday === null ? t('reportSchedules.errors.weekday') : null)
            }
            allowDeselect={false}
          />
        ) : null}
        {values.frequency === 'monthly' ? (
          <Select
            label={t('reportSchedules.day')}
            description={t('reportSchedules.dayHelp')}
            withAsterisk
            data={DAYS}
            value={values.day}
            onChange={(day) => change({ day })}
            error={
              errors.run_day ?? (touched && values.day === null ? t('reportSchedules.errors.day') : null)
            }
            allowDeselect={false}
          />
        ) : null}
        <Select
          label={t('reportSchedules.hour')}
          withAsterisk
          data={HOUR_SLOTS}
          value={values.hour}
          onChange={(hour) => change({ hour: hour ?? '0' })}
          error={errors.run_hour}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Radio.Group
        label={t('reportSchedules.runTimezone')}
        withAsterisk
        value={values.timezone}
        onChange={(value) => change({ timezone: value === '1' ? '1' : '0' })}
        error={
          errors.use_local_timezone ??
          (touched && values.timezone === null ? t('reportSchedules.errors.timezone') : null)
        }
      >
        <Group gap="lg" mt={6}>
          <Radio value="0" label={t('reportSchedules.utc')} />
          <Radio
            value="1"
            label={
              localKnown
                ? t('reportSchedules.localWithZone', { offset, zone: zone ?? '' })
                : t('reportSchedules.local')
            }
          />
        </Group>
      </Radio.Group>
      {values.timezone === '1' && !localKnown ? (
        <Text size="sm" c="red" role="alert">
          {t('reportSchedules.localNotSet')}
        </Text>
      ) : null}
      <ReceiversField
        value={values.receivers}
        onChange={(receivers) => change({ receivers })}
        error={
          errors.receiver ??
          (touched && values.receivers.length === 0 ? t('reportSchedules.errors.receivers') : null)
        }
      />
      <TextInput
        label={t('reportSchedules.subject')}
        withAsterisk
        value={values.subject}
        error={errors.subject ?? required(values.subject)}
        onChange={(event) => change({ subject: event.currentTarget.value })}
      />
      <Textarea
        label={t('reportSchedules.message')}
        withAsterisk
        rows={3}
        value={values.message}
        error={errors.message ?? required(values.message)}
        onChange={(event) => change({ message: event.currentTarget.value })}
      />
    </>
  );
}
