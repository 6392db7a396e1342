/**
 * The demo's calling-card calls over the last 30 days, as planned before the switch decides them
 * (callingcards-cdrs.ts runs them through its engine): who calls, when, where, whether someone answers and
 * how long they would talk. A few heavy-calling cabins talk long, so their credit runs out and later calls
 * are refused; a few calls are still up at the seed's moment. Whole seconds, as the switch's epochs are.
 */
import { type Rng, timeOnDay } from './prng.ts';

/** Country prefixes the crews and guests call; some have special rates under a tariff, others its default. */
const DESTINATIONS = ['63', '91', '62', '380', '44', '1', '30', '52', '977', '27', '7'];
const FAILED = ['NO_ANSWER', 'USER_BUSY', 'CALL_REJECTED', 'NO_ROUTE_DESTINATION', 'ORIGINATOR_CANCEL'];
const DAYS = 30;
const HEAVY_CABINS = 4;
/** Share of the calls made by the heavy-calling cabins. */
const HEAVY_SHARE = 0.2;
const CURRENT_CALLS = 3;

export interface DemoCard {
  pin: string;
  type: 'admin' | 'cabin';
  status: number;
  creationdate: Date;
  expirationdate: Date | null;
}

export interface PlannedCall {
  callid: string;
  card: DemoCard;
  /** epoch seconds */
  start: number;
  /** seconds from start to answer (or to giving up) */
  ring: number;
  /** seconds the caller would talk; 0 when nobody answers */
  talk: number;
  /** the hangup cause of an unanswered call */
  failCause: string;
  destination: string;
  src: string;
}

/** A FreeSWITCH-like channel uuid from the seed's stream. */
function uuid(rng: Rng): string {
  const hex = (n: number) => Array.from({ length: n }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${rng.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}

/** The calls of the last 30 days and a few still up at `now`, in the order they start. */
export function planCalls(rng: Rng, now: Date, cards: readonly DemoCard[]): PlannedCall[] {
  const callable = (c: DemoCard, at: Date) =>
    c.status === 1 && (c.expirationdate === null || c.expirationdate > at);
  const cabins = cards.filter((c) => c.type === 'cabin' && callable(c, now));
  const admins = cards.filter((c) => c.type === 'admin');
  const cabinCards = cards.filter((c) => c.type === 'cabin');
  const heavy = Array.from({ length: HEAVY_CABINS }, () => rng.pick(cabins));
  const calls: PlannedCall[] = [];
  const plan = (card: DemoCard, at: Date, talk: number) => {
    const answered = talk > 0;
    calls.push({
      callid: uuid(rng),
      card,
      start: Math.floor(at.getTime() / 1000),
      ring: rng.int(5, 40),
      talk,
      failCause: answered ? 'NORMAL_CLEARING' : rng.pick(FAILED),
      destination: `${rng.pick(DESTINATIONS)}${rng.digits(9)}`,
      src: card.type === 'cabin' ? card.pin : `${rng.int(1001, 3701)}`,
    });
  };
  for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo--) {
    const perDay = rng.int(6, 9);
    for (let n = 0; n < perDay; n++) {
      const at = timeOnDay(rng, now, daysAgo);
      if (rng.chance(HEAVY_SHARE)) {
        plan(rng.pick(heavy), at, rng.chance(0.85) ? rng.int(300, 2400) : 0);
        continue;
      }
      // As many admin calls as cabin calls; a card issued after the moment does not call then, and
      // most holders of a PIN that is inactive or expired by then know it (some try anyway: refused).
      const pool = rng.chance(0.5) ? admins : cabinCards;
      let card = rng.pick(pool);
      for (let tries = 0; tries < 5 && card.creationdate > at; tries++) card = rng.pick(pool);
      if (!callable(card, at) && rng.chance(0.7)) card = rng.pick(pool);
      if (card.creationdate > at) continue;
      plan(card, at, rng.chance(0.74) ? rng.int(15, 1500) : 0);
    }
  }
  // Up now: long calls that began minutes ago, so their records are not posted yet.
  const talking = cards.filter((c) => callable(c, now) && !heavy.includes(c));
  for (let n = 0; n < CURRENT_CALLS; n++) {
    const at = new Date(now.getTime() - rng.int(30, 1500) * 1000);
    plan(rng.pick(talking), at, rng.int(3600, 5400));
  }
  return calls.sort((a, b) => a.start - b.start);
}
