/** The calling-cards area (spec 002). Its screens arrive in a coming issue; for now titled placeholders. */
import { useParams } from 'react-router';
import { type I18nKey, useT } from '../../kit/i18n/index.ts';
import { ComingSoon } from '../../kit/ui/coming-soon.tsx';

const byType = (type: string | undefined, cabin: I18nKey, admin: I18nKey, other: I18nKey): I18nKey =>
  type === 'cabin' ? cabin : type === 'admin' ? admin : other;

export function PinManagementScreen() {
  const t = useT();
  const { type } = useParams();
  return (
    <ComingSoon
      title={t(byType(type, 'screens.cabinManagement', 'screens.adminManagement', 'screens.pinManagement'))}
    />
  );
}

export function PinCdrScreen() {
  const t = useT();
  const { type } = useParams();
  return <ComingSoon title={t(byType(type, 'screens.cabinCdrs', 'screens.adminCdrs', 'screens.pinCdrs'))} />;
}

export const CallingRatesScreen = () => <ComingSoon title={useT()('screens.callingRates')} />;
export const ReportScheduleScreen = () => <ComingSoon title={useT()('screens.reportSchedule')} />;
