/** Payloads as the server answers them, typed by the contract. */
import type { CardTypeStatistics, Session, Statistics } from '@portside/contract';

const cpl = { name: 'Coral Princess', code: 'CPL', domain: 'cpl.portside.example' };
const kpl = { name: 'Crown Princess', code: 'KPL', domain: 'kpl.portside.example' };

export function aSession(overrides: Partial<Session> = {}): Session {
  return {
    kind: 'user',
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
