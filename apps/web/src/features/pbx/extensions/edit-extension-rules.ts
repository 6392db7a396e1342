/**
 * The Update Extension rules (issue 14 item 7), apart from the markup: every field of the PATCH (name,
 * outbound calls, description, enabled, a new SIP password, the four forward pairs). Only what changed is
 * sent, so the audit names the fields an operator touched and an unchanged password is never rotated.
 */
import type { Extension, ForwardPair, UpdateExtension } from '@portside/contract/pbx/extensions';
import { type SipPasswordProblem, sipPasswordProblem } from '@portside/contract/pbx/sip-password';

export const FORWARDS = [
  'forward_all',
  'forward_busy',
  'forward_no_answer',
  'forward_user_not_registered',
] as const;
export type ForwardField = (typeof FORWARDS)[number];

export interface EditExtensionValues {
  name: string;
  description: string;
  outbound: boolean;
  enabled: boolean;
  /** Empty: keep the current password. */
  password: string;
  forward_all: ForwardPair;
  forward_busy: ForwardPair;
  forward_no_answer: ForwardPair;
  forward_user_not_registered: ForwardPair;
}

export function valuesOf(x: Extension): EditExtensionValues {
  const pair = (f: ForwardField): ForwardPair => ({
    enabled: x[`${f}_enabled`],
    destination: x[`${f}_destination`],
  });
  return {
    name: x.effective_caller_id_name,
    description: x.description,
    outbound: x.toll_allow === 't',
    enabled: x.enabled,
    password: '',
    forward_all: pair('forward_all'),
    forward_busy: pair('forward_busy'),
    forward_no_answer: pair('forward_no_answer'),
    forward_user_not_registered: pair('forward_user_not_registered'),
  };
}

/** A new password's problem by the contract's SIP rule (never the extension number); none when left empty. */
export const newPasswordProblem = (v: EditExtensionValues, ext: string): SipPasswordProblem | null =>
  v.password === '' ? null : sipPasswordProblem(v.password, ext);

/** A forward that is on needs somewhere to go: digits, optionally starting with + or *. */
export function forwardProblem(pair: ForwardPair): 'required' | 'format' | null {
  const destination = pair.destination.trim();
  if (destination === '') return pair.enabled ? 'required' : null;
  return /^[+*]?[0-9*#]{1,63}$/.test(destination) ? null : 'format';
}

/** The body of the fields that differ from the extension as loaded; empty when nothing changed. */
export function toUpdateBody(v: EditExtensionValues, original: Extension): UpdateExtension {
  const was = valuesOf(original);
  const body: UpdateExtension = {};
  if (v.name.trim() !== was.name) body.name = v.name.trim();
  if (v.description.trim() !== was.description) body.description = v.description.trim();
  if (v.outbound !== was.outbound) body.toll_allow = v.outbound ? 't' : 'f';
  if (v.enabled !== was.enabled) body.enabled = v.enabled;
  if (v.password !== '') body.password = v.password;
  for (const f of FORWARDS) {
    const pair = { enabled: v[f].enabled, destination: v[f].destination.trim() };
    if (pair.enabled !== was[f].enabled || pair.destination !== was[f].destination) body[f] = pair;
  }
  return body;
}

export const canSave = (v: EditExtensionValues, original: Extension): boolean =>
  v.name.trim() !== '' && Object.keys(toUpdateBody(v, original)).length > 0;
