/** The Add Extension rules (spec 001 §5), apart from the markup so they read (and test) as rules. */
import type { CreateExtensionInput } from '@portside/contract/pbx/extensions';
import { type SipPasswordProblem, sipPasswordProblem } from '@portside/contract/pbx/sip-password';

export interface AddExtensionValues {
  name: string;
  extension: string;
  password: string;
  description: string;
  phone: string;
}

export const emptyAddExtension: AddExtensionValues = {
  name: '',
  extension: '',
  password: '',
  description: '',
  phone: '',
};

/** Create is enabled only when name, extension and password are filled (the rules are checked on Create). */
export const canCreate = (v: AddExtensionValues): boolean =>
  v.name.trim() !== '' && v.extension.trim() !== '' && v.password !== '';

/**
 * Spaces, dashes, dots and brackets go: '+1 (305) 555-0100' → '+13055550100'. The leading + and 1 are
 * the server's to remove (spec 001 §5, for every client): removing the 1 here too made '11…' lose both.
 */
export function phoneForCreate(phone: string): string {
  return phone.replace(/[\s().-]/g, '');
}

/** The SIP password's problem by the contract's rule (the server's too), against the typed extension. */
export const passwordProblem = (v: AddExtensionValues): SipPasswordProblem | null =>
  sipPasswordProblem(v.password, v.extension);

export const isExtensionNumber = (value: string): boolean => /^[0-9]{1,15}$/.test(value.trim());
export const isPhoneNumber = (value: string): boolean =>
  /^\+?[0-9]{0,15}$/.test(value.replace(/[\s().-]/g, ''));

export function toCreateBody(v: AddExtensionValues): CreateExtensionInput {
  const tn = phoneForCreate(v.phone);
  return {
    extension: v.extension.trim(),
    password: v.password,
    ...(tn ? { tn } : {}),
    extensionAttributes: { effective_caller_id_name: v.name.trim(), description: v.description.trim() },
  };
}

/** The wire field a server 400 names ("Field 'tn' must be …") as the form field it came from. */
const WIRE_FIELDS: Record<string, keyof AddExtensionValues> = {
  extension: 'extension',
  password: 'password',
  tn: 'phone',
  'extensionAttributes.effective_caller_id_name': 'name',
  'extensionAttributes.description': 'description',
};

export function formFieldOf(serverMessage: string): keyof AddExtensionValues | null {
  const wire = /^Field '([^']+)'/.exec(serverMessage)?.[1];
  return (wire && WIRE_FIELDS[wire]) || null;
}
