/**
 * The Update Extension dialog's rules (spec 000 §5, §7.3). Update is enabled only when every account
 * edited has its Caller Name and Password; in an environment with paired extensions (spec 000 §6) the
 * dialog edits both the physical handset (9999<n>) and the app account (9998<n>), the physical one first
 * and with a description too. Typing a forward's destination turns that forward on, emptying it turns it
 * off; its switch changes it by hand. Outbound Calls is Enabled ('t') or Disabled ('f').
 */
import { APP_EXTENSION_PREFIX, PHYSICAL_EXTENSION_PREFIX } from '@portside/contract/constants';
import type { Extension, ForwardPair, UpdateExtension } from '@portside/contract/pbx/extensions';
import { FORWARD_DESTINATION, SELF_FORWARDS, type SelfForwardName } from '@portside/contract/self';

export const FORWARDS = SELF_FORWARDS;
export type ForwardName = SelfForwardName;

export type AccountRole = 'physical' | 'app' | 'single';

export interface AccountValues {
  extension: string;
  role: AccountRole;
  name: string;
  password: string;
  description: string;
}

export interface ExtensionValues {
  accounts: AccountValues[];
  forwards: Record<ForwardName, ForwardPair>;
  outbound: 't' | 'f';
}

/**
 * The accounts the dialog edits for `number`, in the order they are saved: in a paired environment an
 * app or physical number stands for its pair (physical first), else the number alone.
 */
export function accountsToEdit(number: string, paired: boolean): { extension: string; role: AccountRole }[] {
  const prefix = [PHYSICAL_EXTENSION_PREFIX, APP_EXTENSION_PREFIX].find(
    (p) => number.startsWith(p) && number.length > p.length,
  );
  if (!paired || !prefix) return [{ extension: number, role: 'single' }];
  const base = number.slice(prefix.length);
  return [
    { extension: `${PHYSICAL_EXTENSION_PREFIX}${base}`, role: 'physical' },
    { extension: `${APP_EXTENSION_PREFIX}${base}`, role: 'app' },
  ];
}

/** The form's values from the extensions as read; forwards and outbound come from the first. */
export function valuesOf(
  accounts: { extension: string; role: AccountRole }[],
  read: readonly (Extension | undefined)[],
): ExtensionValues {
  const first = read[0];
  const pair = (enabled: boolean | undefined, destination: string | undefined): ForwardPair => ({
    enabled: enabled ?? false,
    destination: destination ?? '',
  });
  return {
    accounts: accounts.map((a, i) => ({
      ...a,
      name: read[i]?.effective_caller_id_name ?? '',
      password: '',
      description: read[i]?.description ?? '',
    })),
    forwards: {
      forward_all: pair(first?.forward_all_enabled, first?.forward_all_destination),
      forward_busy: pair(first?.forward_busy_enabled, first?.forward_busy_destination),
      forward_no_answer: pair(first?.forward_no_answer_enabled, first?.forward_no_answer_destination),
      forward_user_not_registered: pair(
        first?.forward_user_not_registered_enabled,
        first?.forward_user_not_registered_destination,
      ),
    },
    outbound: first?.toll_allow === 'f' ? 'f' : 't',
  };
}

/** Which fields an account must have filled before Update is enabled. */
export function requiredOf(account: AccountValues): ('name' | 'password' | 'description')[] {
  return account.role === 'physical' ? ['name', 'password', 'description'] : ['name', 'password'];
}

/** Spec 000 §5: Update is enabled only when every account's required fields are filled. */
export function isComplete(values: ExtensionValues): boolean {
  return values.accounts.every((a) => requiredOf(a).every((field) => a[field].trim() !== ''));
}

/** Typing a destination turns the forward on; emptying it turns it off. */
export function withDestination(destination: string): ForwardPair {
  return { enabled: destination.trim() !== '', destination };
}

/** What is wrong with a forward, or null. */
export function forwardProblem(forward: ForwardPair): 'destination' | 'destinationRequired' | null {
  const destination = forward.destination.trim();
  if (destination !== '' && !FORWARD_DESTINATION.test(destination)) return 'destination';
  if (forward.enabled && destination === '') return 'destinationRequired';
  return null;
}

/** The PATCH body of one account: its name, password and description, and the shared settings. */
export function patchOf(values: ExtensionValues, account: AccountValues): UpdateExtension {
  const forward = (name: ForwardName): ForwardPair => ({
    enabled: values.forwards[name].enabled,
    destination: values.forwards[name].destination.trim(),
  });
  return {
    name: account.name.trim(),
    password: account.password,
    description: account.description.trim(),
    outbound: values.outbound,
    forward_all: forward('forward_all'),
    forward_busy: forward('forward_busy'),
    forward_no_answer: forward('forward_no_answer'),
    forward_user_not_registered: forward('forward_user_not_registered'),
  };
}
