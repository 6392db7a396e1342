/**
 * How a call ended, by the names FreeSWITCH and Kamailio's records carry (Q.850 causes, spec 002 §9),
 * shared by the calling-card and the PBX call records: one list, and one set of words in the console
 * (kit/call-causes.ts, i18n `callCauses`). A cause not listed is shown and filtered by its name.
 */
export const CALL_CAUSES = [
  'UNKNOWN',
  'NORMAL_CLEARING',
  'ORIGINATOR_CANCEL',
  'CALL_REJECTED',
  'UNSPECIFIED',
  'NO_ROUTE_DESTINATION',
  'CHANNEL_UNACCEPTABLE',
  'USER_BUSY',
  'NO_USER_RESPONSE',
  'NO_ANSWER',
  'SERVICE_UNAVAILABLE',
  'GATEWAY_DOWN',
  'RECOVERY_ON_TIMER_EXPIRE',
  'ONGOING_CALL',
] as const;
export type CallCause = (typeof CALL_CAUSES)[number];

export const isCallCause = (cause: string): cause is CallCause =>
  (CALL_CAUSES as readonly string[]).includes(cause);
