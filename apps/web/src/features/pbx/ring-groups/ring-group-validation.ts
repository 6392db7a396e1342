/** The field checks of the ring group forms, with the console's sentences (spec 001 §5). */
import type { FormValidateInput } from '@mantine/form';
import { MAX_RING_SECONDS } from '@portside/contract/pbx/ring-groups';
import { useT } from '../../../kit/i18n/index.ts';
import {
  isCallerNumber,
  isRingGroupNumber,
  isSeconds,
  type RingGroupFormValues,
} from './ring-group-rules.ts';

export function useRingGroupValidation(mode: 'create' | 'edit'): FormValidateInput<RingGroupFormValues> {
  const t = useT();
  const shared = {
    callTimeout: (value: number | string) =>
      isSeconds(value, 1) ? null : t('ringGroups.form.seconds', { min: 1, max: MAX_RING_SECONDS }),
    actionValue: (value: string, values: RingGroupFormValues) => {
      if (values.actionType === '' || value.trim() !== '') {
        return values.actionType !== 'other' && values.actionType !== '' && !isRingGroupNumber(value)
          ? t('ringGroups.form.digitsOnly')
          : null;
      }
      return values.actionType === 'other'
        ? t('ringGroups.form.chooseOther')
        : t('ringGroups.form.chooseNumber');
    },
  };
  if (mode === 'create') {
    return {
      ...shared,
      extension: (value: string) => (isRingGroupNumber(value) ? null : t('ringGroups.form.digitsOnly')),
    };
  }
  return {
    ...shared,
    callerIdNumber: (value: string) => (isCallerNumber(value) ? null : t('ringGroups.form.phoneDigits')),
  };
}
