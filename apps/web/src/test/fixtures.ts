/** Payloads as the server answers them, typed by the contract. */
import type { CardTypeStatistics, Session, Statistics } from '@portside/contract';
import type { Extension } from '@portside/contract/pbx/extensions';

const cpl = { name: 'Coral Princess', code: 'CPL', domain: 'cpl.portside.example' };
const kpl = { name: 'Crown Princess', code: 'KPL', domain: 'kpl.portside.example' };

export function aSession(overrides: Partial<Session> = {}): Session {
  return {
    kind: 'user',
    role: 'org_admin',
    extension: null,
    user_uuid: 'u-1',
    username: 'admin',
    email: 'admin@example.com',
    environment: cpl,
    environments: [cpl, kpl],
    organization: {
      name: 'Oceanic Cruises',
      modules_enabled: { callingcards: true, omnichannel: true, pbx: true, user: true },
    },
    callingCardsOnly: false,
    octet: 21,
    pairedExtensions: false,
    language: null,
    ...overrides,
  };
}

export const ENVIRONMENTS = { environments: [cpl, kpl] };

export function aCardRow(overrides: Partial<CardTypeStatistics>): CardTypeStatistics {
  return {
    type: 'cabin',
    status: 1,
    dialing_prefix: '88',
    default_tariff: 'Crew',
    active_cards: 10,
    total_cards: 12,
    calls_total: 100,
    calls_current: 2,
    calls_answered: 80,
    used_minutes: 300,
    billed_minutes: 250,
    sessioncost: 12.5,
    sessionprice: 30,
    ...overrides,
  };
}

export function someStatistics(overrides: Partial<Statistics> = {}): Statistics {
  return {
    pbx: { extensions: 141, ringgroups: 7, voicemails: 64, cdrs: 5120 },
    callingcards: [aCardRow({})],
    messaging: { messages: 932 },
    calls_per_day: [{ date: '2025-01-01', calls: 3 }],
    ...overrides,
  };
}

/** An IP phone extension of CPL; a room has description 'g,p,x,y' with gateway and port set. */
export function anExtension(overrides: Partial<Extension> = {}): Extension {
  return {
    extension_uuid: `uuid-${overrides.extension ?? '2101'}`,
    extension: '2101',
    domain: 'cpl.portside.example',
    domain_uuid: '9f0a6c2e-3a4b-5c6d-8e7f-0a1b2c3d4e5f',
    effective_caller_id_name: 'Front Desk',
    effective_caller_id_number: '2101',
    outbound_caller_id_name: 'Front Desk',
    outbound_caller_id_number: '3055550100',
    emergency_caller_id_name: '',
    emergency_caller_id_number: '',
    description: 'IP phone',
    accountcode: 'cpl.portside.example',
    toll_allow: 't',
    phone: '3055550100',
    isgateway: false,
    configured: true,
    temporary: false,
    enabled: true,
    gateway: null,
    port: null,
    forward_all_enabled: false,
    forward_all_destination: '',
    forward_busy_enabled: false,
    forward_busy_destination: '',
    forward_no_answer_enabled: false,
    forward_no_answer_destination: '',
    forward_user_not_registered_enabled: false,
    forward_user_not_registered_destination: '',
    insert_date: '2026-01-05T15:04:00.000Z',
    ...overrides,
  };
}
