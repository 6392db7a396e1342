/** The calling-cards area (spec 002): PIN management, CDRs, Calling Rates and Report Schedule. */
export { CallingRatesScreen } from './calling-rates/calling-rates-screen.tsx';
export { PinCdrScreen } from './cdrs/pin-cdr-screen.tsx';
export { CdrDeadLettersScreen } from './dead-letters/dead-letters-screen.tsx';
export { PinManagementScreen } from './pin-management/index.ts';
export { ReportScheduleScreen } from './report-schedule/report-schedule-screen.tsx';
