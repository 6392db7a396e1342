/**
 * The rules of the Directory dialogs (spec 001 §4, §5): the Add new Number channel choice (the app
 * channel only alone: it is disabled and deselected while any other is chosen), staged numbers before a
 * contact exists (a number once per type: 'Phone number/type already exists'), and what makes a form
 * complete.
 */
import { PHONE_LABELS, type PhoneLabel, PhoneNumber } from '@portside/contract/directory';

export const APP_CHANNEL: PhoneLabel = 'app';
export const CHANNELS = PHONE_LABELS;

/** A staged or saved phone as the dialog lists it. */
export interface PhoneEntry {
  /** contact_phone_uuid once saved; a local id while staged. */
  id: string;
  phone_label: string;
  phone_number: string;
}

/** The next channel choice after a toggle: any other channel takes the app channel out. */
export function nextChannels(chosen: readonly string[], toggled: string): string[] {
  const next = chosen.includes(toggled) ? chosen.filter((c) => c !== toggled) : [...chosen, toggled];
  const others = next.filter((c) => c !== APP_CHANNEL);
  return others.length > 0 ? others : next;
}

/** The app channel is offered only while no other channel is chosen. */
export const appDisabled = (chosen: readonly string[]) => chosen.some((c) => c !== APP_CHANNEL);

export const isPhoneNumber = (v: string) => PhoneNumber.safeParse(v).success;

export const canAddNumber = (number: string, channels: readonly string[]) =>
  number.trim() !== '' && channels.length > 0;

/** The numbers one Add action makes: one per chosen channel. */
export const phonesOf = (number: string, channels: readonly string[]) =>
  channels.map((phone_label) => ({ phone_label, phone_number: number.trim() }));

/** True when any of `added` is already staged (same number and type). */
export function hasDuplicate(staged: readonly PhoneEntry[], added: readonly Omit<PhoneEntry, 'id'>[]) {
  return added.some((a) =>
    staged.some((s) => s.phone_label === a.phone_label && s.phone_number === a.phone_number),
  );
}

export const canSaveContact = (name: string, type: string) => name.trim() !== '' && type !== '';
