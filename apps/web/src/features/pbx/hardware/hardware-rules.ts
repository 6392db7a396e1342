/**
 * The hardware form's rules (spec 001 §5, §9): a MAC and at least one complete account (extension, proxy,
 * port); ports default 5060, the time zone Auto, the ringtone the last option; an empty caller name is the
 * extension minus its first 4 characters, or the extension when that leaves nothing (a 4-digit one). An
 * update needs a complete account 1 or account 2.
 */
import {
  DEFAULT_RINGTONE,
  DEFAULT_SIP_PORT,
  defaultAccountName,
  type HardwareAccount,
  type HardwareAccountInput,
  type HardwareFile,
  type HardwareTimeZone,
  normaliseMac,
  ProxyHost,
} from '@portside/contract/pbx/hardware';
import { type SipPasswordProblem, sipPasswordProblem } from '@portside/contract/pbx/sip-password';

export interface AccountValues {
  extension: string;
  password: string;
  outboundProxy: string;
  /** Text while typed; a whole number 1 to 65535 to be valid. */
  outboundProxyPort: string;
  name: string;
  ringtone: string;
}

export interface HardwareFormValues {
  mac: string;
  timezone: HardwareTimeZone;
  account1: AccountValues;
  account2: AccountValues;
}

export const emptyAccount = (): AccountValues => ({
  extension: '',
  password: '',
  outboundProxy: '',
  outboundProxyPort: String(DEFAULT_SIP_PORT),
  name: '',
  ringtone: String(DEFAULT_RINGTONE),
});

export const newHardwareValues = (): HardwareFormValues => ({
  mac: '',
  timezone: 'Auto',
  account1: emptyAccount(),
  account2: emptyAccount(),
});

const accountValues = (a: HardwareAccount | null): AccountValues =>
  a
    ? {
        extension: a.extension,
        password: '',
        outboundProxy: a.outboundProxy,
        outboundProxyPort: String(a.outboundProxyPort),
        name: a.name,
        ringtone: String(a.ringtone),
      }
    : emptyAccount();

/** A file's values for its edit form; passwords never come back, so they start empty (kept unless typed). */
export const hardwareValuesOf = (file: HardwareFile): HardwareFormValues => ({
  mac: file.mac,
  timezone: file.timezone,
  account1: accountValues(file.account1),
  account2: accountValues(file.account2),
});

export const isMac = (text: string) => normaliseMac(text) !== null;
export const isProxyHost = (text: string) => ProxyHost.safeParse(text).success;
export function isPort(text: string): boolean {
  const n = Number(text.trim());
  return /^[0-9]+$/.test(text.trim()) && n >= 1 && n <= 65535;
}

/** Nothing typed into the account (its defaulted port and ringtone do not count). */
export const isBlankAccount = (a: AccountValues) =>
  a.extension.trim() === '' && a.outboundProxy.trim() === '' && a.password === '' && a.name.trim() === '';

/** An account's own SIP password by the contract's rule; empty is none (the extension's is used). */
export const accountPasswordProblem = (a: AccountValues): SipPasswordProblem | null =>
  a.password === '' ? null : sipPasswordProblem(a.password, a.extension.trim());

/** Extension, proxy and port filled (spec 001 §5: a complete account). */
export const isCompleteAccount = (a: AccountValues) =>
  a.extension.trim() !== '' && a.outboundProxy.trim() !== '' && a.outboundProxyPort.trim() !== '';

/** Whether Save may be pressed: a MAC (on create) and a complete account 1 or account 2. */
export function canSave(values: HardwareFormValues, creating: boolean): boolean {
  if (creating && values.mac.trim() === '') return false;
  return isCompleteAccount(values.account1) || isCompleteAccount(values.account2);
}

/**
 * The caller name the phone shows: the typed one, else the extension minus its first 4 characters, or the
 * extension itself when that leaves nothing (2101 → 2101; 99982101 → 2101).
 */
export const accountName = (a: AccountValues) =>
  a.name.trim() || (a.extension.trim() === '' ? '' : defaultAccountName(a.extension));

function accountBody(a: AccountValues, domain: string): HardwareAccountInput | null {
  if (isBlankAccount(a)) return null;
  const name = accountName(a);
  return {
    extension: a.extension.trim(),
    ...(a.password !== '' ? { password: a.password } : {}),
    domain,
    outboundProxy: a.outboundProxy.trim(),
    outboundProxyPort: Number(a.outboundProxyPort.trim()),
    ...(name !== '' ? { name } : {}),
    ringtone: Number(a.ringtone),
  };
}

/** The body of a create or update (spec 001 §7: timezone, account1, account2; null for an unused one). */
export function hardwareBody(values: HardwareFormValues, domain: string) {
  return {
    timezone: values.timezone,
    account1: accountBody(values.account1, domain),
    account2: accountBody(values.account2, domain),
  };
}

type AccountField = keyof AccountValues;
export type HardwareField = 'mac' | 'timezone' | `account1.${AccountField}` | `account2.${AccountField}`;

const ACCOUNT_FIELDS: readonly AccountField[] = [
  'extension',
  'password',
  'outboundProxy',
  'outboundProxyPort',
  'name',
  'ringtone',
];

/** A server sentence "Field 'account1.extension' …" names the form field it belongs on. */
export function hardwareFieldOf(message: string): HardwareField | null {
  const field = /^Field '([\w.]+)'/.exec(message)?.[1];
  if (field === 'mac' || field === 'timezone') return field;
  const [slot, name] = field?.split('.') ?? [];
  if ((slot === 'account1' || slot === 'account2') && ACCOUNT_FIELDS.includes(name as AccountField)) {
    return `${slot}.${name as AccountField}`;
  }
  return null;
}
