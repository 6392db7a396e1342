/** Payloads of the self-service calls as the server answers them, for an extension session of CPL. */
import type { Session } from '@portside/contract';
import type { VoicemailMessage } from '@portside/contract/pbx/voicemail';
import type { SelfCard, SelfCdr, SelfSummary } from '@portside/contract/self';
import { aSession } from '../../test/fixtures.ts';

const off = { enabled: false, destination: '' };

export function anExtensionSession(extension = '2101', overrides: Partial<Session> = {}): Session {
  const session = aSession();
  return aSession({
    kind: 'extension',
    role: 'extension',
    extension,
    user_uuid: null,
    username: extension,
    email: 'purser@example.com',
    environments: [session.environment],
    ...overrides,
  });
}

export function aSummary(overrides: Partial<SelfSummary> = {}): SelfSummary {
  return {
    extension: '2101',
    domain: 'cpl.portside.example',
    effective_caller_id_name: 'Purser',
    forward_all: off,
    forward_busy: { enabled: true, destination: '99982101' },
    forward_no_answer: off,
    forward_user_not_registered: off,
    voicemail: { voicemail_id: '2101', enabled: true, messages: 2, new_messages: 2 },
    cabin: false,
    callingcard: null,
    ...overrides,
  };
}

export function aMessage(n: number): VoicemailMessage {
  return {
    voicemail_message_uuid: `00000000-0000-4000-8000-00000000000${n}`,
    voicemail_uuid: 'box-2101',
    voicemail_id: '2101',
    caller_id_name: `Caller ${n}`,
    caller_id_number: `70${n}`,
    message_length: 40 + n,
    created_epoch: 1_767_625_440 - n * 3600,
    read_epoch: null,
    has_audio: true,
  };
}

export const aCabinCard = (overrides: Partial<SelfCard> = {}): SelfCard => ({
  name: 'Cabin 4012',
  credit: 42.5,
  initialbalance: 100,
  currency: 'USD',
  status: 1,
  expirationdate: null,
  lastuse: null,
  ...overrides,
});

export function aCall(n: number, overrides: Partial<SelfCdr> = {}): SelfCdr {
  return {
    id: n,
    destination: `1305555010${n}`,
    destination_name: '',
    starttime: '2026-01-05T15:04:00.000Z',
    stoptime: '2026-01-05T15:06:00.000Z',
    sessiontime: 120,
    billed_sessiontime: 90,
    sessionprice: 1.49,
    answered: 1,
    terminatecauseid: 'NORMAL_CLEARING',
    direction: 'outbound',
    currency: 'USD',
    ...overrides,
  };
}
