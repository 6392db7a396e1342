/**
 * What a ring group does when nobody answers (spec 001 §3, §9): the timeout action { name, value } as
 * the console sets it, and the dialplan application and data the switch runs for it (FusionPBX's
 * ring_group_timeout_app / ring_group_timeout_data). Voicemail and the directory are reached through
 * their feature codes (*99 + box, *98, *411; features/pbx/feature-codes).
 */
import type { OtherTimeoutAction, TimeoutAction } from '@portside/contract/pbx/ring-groups';

export interface DialplanAction {
  app: string;
  data: string;
}

const OTHER_TARGETS: Record<OtherTimeoutAction, (domain: string) => DialplanAction> = {
  check_voicemail: (domain) => transfer('*98', domain),
  company_directory: (domain) => transfer('*411', domain),
  hangup: () => ({ app: 'hangup', data: '' }),
};

const OTHER_LABELS: Record<OtherTimeoutAction, string> = {
  check_voicemail: 'Check Voicemail',
  company_directory: 'Company Directory',
  hangup: 'Hangup',
};

function transfer(number: string, domain: string): DialplanAction {
  return { app: 'transfer', data: `${number} XML ${domain}` };
}

/** The application and data of an action; none (empty) when the group has no timeout action. */
export function dialplanAction(action: TimeoutAction | null, domain: string): DialplanAction {
  if (action === null) return { app: '', data: '' };
  switch (action.name) {
    case 'extension':
    case 'ringgroup':
      return transfer(action.value, domain);
    case 'voicemail':
      return transfer(`*99${action.value}`, domain);
    case 'other':
      return OTHER_TARGETS[action.value](domain);
  }
}

/** The action as the console's badge reads it ('Extension 2101', 'Hangup'), for the CSV export. */
export function timeoutActionText(action: TimeoutAction | null): string {
  if (action === null) return '';
  switch (action.name) {
    case 'extension':
      return `Extension ${action.value}`;
    case 'ringgroup':
      return `Ring Group ${action.value}`;
    case 'voicemail':
      return `Voicemail ${action.value}`;
    case 'other':
      return OTHER_LABELS[action.value];
  }
}
