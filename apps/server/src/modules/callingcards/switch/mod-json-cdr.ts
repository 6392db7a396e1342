/**
 * Reads the call record FreeSWITCH's mod_json_cdr posts (issue 13 item 3). The body is the channel's JSON
 * (`{"core-uuid": …, "channel_data": {…}, "variables": {…}, "callflow": […]}`), sent as application/json,
 * or form-encoded as `cdr=<json>` when mod_json_cdr's `encode` is on. Only `variables` is read; its values
 * are strings, URL-encoded when `encode-values` is on (the default), and are decoded here:
 *
 * | variable | becomes | required |
 * |---|---|---|
 * | `uuid` | callid (the same id the dialplan sent to /v3/callingcard/authorize) | yes |
 * | `callingcard_pin` | the PIN or cabin the call is charged to (set by the calling-card dialplan) | yes |
 * | `callingcard_destination`, else `destination_number` | the number dialled, digits (a leading + dropped) | yes |
 * | `start_epoch`, `end_epoch` | starttime, stoptime (whole seconds since 1970) | yes |
 * | `billsec` | answered seconds (sessiontime; answered when above 0) | yes |
 * | `hangup_cause` | terminatecauseid (e.g. NORMAL_CLEARING, ALLOTTED_TIMEOUT) | yes |
 * | `callingcard_direction`, else `direction` | outbound, inbound or system | yes |
 * | `caller_id_number` | src | no |
 *
 * A record without `callingcard_pin` (absent or empty) is no calling-card call: NotACallingCardCall, which
 * the route acknowledges without keeping anything. Anything else wrong is a CdrFormatError naming the
 * variable; the route keeps such a record as a dead letter.
 */
import { CALL_DIRECTIONS } from '@portside/contract/callingcards/cdrs';
import { findNul } from '../../../platform/nul-guard.ts';
import { destinationDigits, RatingError } from '../rating/index.ts';

export interface SwitchCdr {
  callid: string;
  pin: string;
  destination: string;
  src: string;
  starttime: Date;
  stoptime: Date;
  billsec: number;
  hangupCause: string;
  direction: string;
}

export class CdrFormatError extends Error {
  constructor(
    readonly field: string,
    message: string,
    /** the record's uuid when it could be read, so the dead letter names the call */
    readonly callid: string | null = null,
  ) {
    super(message);
    this.name = 'CdrFormatError';
  }
}

/**
 * A record without `callingcard_pin`: the switch posts a record for every call, and only the calling-card
 * dialplan sets that variable, so this call was no calling-card call. Not an error: the route acknowledges
 * it (200, `ignored: true`) and keeps nothing, neither a record nor a dead letter.
 */
export class NotACallingCardCall extends Error {
  constructor(readonly callid: string | null) {
    super("The record has no 'callingcard_pin': it is no calling-card call, and is not rated.");
    this.name = 'NotACallingCardCall';
  }
}

const LONGEST = 128;

/** The JSON text of the body: as posted, or the `cdr` field of a form-encoded body. */
function jsonText(raw: string, contentType: string): string {
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    const cdr = new URLSearchParams(raw).get('cdr');
    if (cdr === null)
      throw new CdrFormatError('cdr', "A form-encoded record must carry the JSON in its 'cdr' field.");
    return cdr;
  }
  return raw;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

export function parseModJsonCdr(raw: string, contentType: string): SwitchCdr {
  if (raw.trim() === '') throw new CdrFormatError('body', 'The call record is empty.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonText(raw, contentType));
  } catch (error) {
    if (error instanceof CdrFormatError) throw error;
    throw new CdrFormatError('body', `The call record is not JSON: ${(error as Error).message}`);
  }
  // A NUL cannot be stored in PostgreSQL's text: named like the platform's NUL guard names one.
  const nul = findNul(parsed);
  const nulError = (path: string) =>
    new CdrFormatError(path || 'body', `Field '${path || 'body'}' must not contain a NUL character.`);
  const variables = (parsed as { variables?: unknown } | null)?.variables;
  if (!variables || typeof variables !== 'object' || Array.isArray(variables)) {
    if (nul !== undefined) throw nulError(nul);
    throw new CdrFormatError(
      'variables',
      "The call record has no 'variables' object (mod_json_cdr's channel variables).",
    );
  }
  const vars = variables as Record<string, unknown>;
  const read = (name: string): string | undefined => {
    const value = vars[name];
    if (typeof value === 'string') return decoded(value).trim() || undefined;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return undefined;
  };
  const uuid = read('uuid');
  const callid = uuid && uuid.length <= LONGEST ? uuid : null;
  // Before any other check: a call that is not the calling cards' is none of their business.
  if (read('callingcard_pin') === undefined) throw new NotACallingCardCall(callid);
  if (nul !== undefined) throw nulError(nul);
  const fail = (field: string, message: string): never => {
    throw new CdrFormatError(field, message, callid);
  };
  const required = (name: string, fallback?: string): string => {
    const value = read(name) ?? (fallback ? read(fallback) : undefined);
    if (value === undefined) {
      return fail(
        name,
        `The call record's variables have no '${name}'${fallback ? ` (nor '${fallback}')` : ''}.`,
      );
    }
    if (value.length > LONGEST) return fail(name, `'${name}' is longer than ${LONGEST} characters.`);
    return value;
  };
  const whole = (name: string): number => {
    const text = required(name);
    const n = Number(text);
    if (!/^\d{1,12}$/.test(text) || !Number.isSafeInteger(n)) {
      return fail(name, `'${name}' must be a whole number of seconds, not "${text}".`);
    }
    return n;
  };
  if (!callid) fail('uuid', "The call record's variables have no 'uuid' of at most 128 characters.");
  const pin = required('callingcard_pin');
  let destination: string;
  try {
    destination = destinationDigits(required('callingcard_destination', 'destination_number'));
  } catch (error) {
    if (error instanceof RatingError) return fail('callingcard_destination', error.message);
    throw error;
  }
  const start = whole('start_epoch');
  const end = whole('end_epoch');
  const billsec = whole('billsec');
  if (start === 0) fail('start_epoch', "'start_epoch' is 0: the call never started.");
  if (end < start) fail('end_epoch', "'end_epoch' is before 'start_epoch'.");
  // FreeSWITCH truncates each epoch to the second, so billsec may exceed their difference by one.
  if (billsec > end - start + 1)
    fail('billsec', `'billsec' (${billsec}) is longer than the call (${end - start} s).`);
  const hangupCause = required('hangup_cause');
  if (!/^[A-Z][A-Z0-9_]*$/.test(hangupCause)) {
    fail(
      'hangup_cause',
      `'hangup_cause' must be a cause name such as NORMAL_CLEARING, not "${hangupCause}".`,
    );
  }
  const direction = required('callingcard_direction', 'direction');
  if (!(CALL_DIRECTIONS as readonly string[]).includes(direction)) {
    fail('direction', `'direction' must be one of ${CALL_DIRECTIONS.join(', ')}, not "${direction}".`);
  }
  return {
    callid: callid as string,
    pin,
    destination,
    src: read('caller_id_number') ?? '',
    starttime: new Date(start * 1000),
    stoptime: new Date(end * 1000),
    billsec,
    hangupCause,
    direction,
  };
}
