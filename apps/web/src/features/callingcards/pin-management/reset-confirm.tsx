/**
 * The confirmation of a billing reset (issue 10 item 7): it names how many cabins it resets (the file's
 * cabins, or every cabin of the ship as the server counts them) and what happens to their call records,
 * before anything is archived. Calls still in progress are kept, as the server does.
 */
import { Text } from '@mantine/core';
import { FormConfirm } from '../../../kit/form/index.ts';
import { type TFunction, useT } from '../../../kit/i18n/index.ts';
import { useCabinCount } from './api/pins-api.ts';
import { HOUR_SLOTS, type ResetValues } from './pin-rules.ts';

/** 'Reset the billing period of 42 cabins?'; null while the count is not known. */
export function confirmQuestion(t: TFunction, count: number | null): string {
  if (count === null) return t('pins.reset.confirmUnknown');
  return t('pins.reset.confirmCabins', { count });
}

export function ResetConfirm({
  domain,
  values,
  error,
  busy,
  onCancel,
  onConfirm,
}: {
  domain: string;
  values: ResetValues;
  error: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  const all = values.scope === 'all';
  const counted = useCabinCount(domain, all);
  const count = all ? (counted.data?.cabins ?? null) : values.cabins.length;
  const hour = HOUR_SLOTS.find((h) => h.value === values.hour)?.label ?? '';
  const counting = all && counted.isPending;
  return (
    <FormConfirm
      error={error}
      confirmLabel={t('pins.reset.confirm')}
      onCancel={onCancel}
      onConfirm={onConfirm}
      busy={busy || counting}
    >
      <Text fw={600}>{counting ? t('pins.reset.counting') : confirmQuestion(t, count)}</Text>
      <Text size="sm">
        {values.billing === 'prior'
          ? t('pins.reset.confirmPrior', { moment: `${values.date} ${hour}` })
          : t('pins.reset.confirmAll')}
      </Text>
    </FormConfirm>
  );
}
