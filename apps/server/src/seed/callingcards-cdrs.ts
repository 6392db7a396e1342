/**
 * The demo's calling-card call records, made by the switch's own engine (issue 13 item 6): each planned call
 * (callingcards-calls.ts) is authorized when it starts (authorizeCall, as POST /v3/callingcard/authorize)
 * and its mod_json_cdr record posted when it ends (parseModJsonCdr and postSwitchCdr, as POST
 * /v3/callingcard/cdr), in the order of those moments, inside the seed's transaction (no HTTP, so it stays
 * fast). So every record carries how it was rated, each cabin's credit is its initial balance minus the
 * prices of its records in the billing period, and its free seconds used are theirs: the seed proves the
 * engine. Some calls are refused (inactive PIN, expired admin PIN, no credit left) and leave no record.
 * BILLING_PERIOD_DAYS ago every cabin's billing period was reset
 * (resetCabins, as the console's Reset Billing Period), archiving its records until then. Calls still up at
 * the seed's moment keep their reservations: the dashboard's Current Calls.
 */
import { eq } from 'drizzle-orm';
import { resetCabins } from '../modules/callingcards/cards/reset.ts';
import { cards } from '../modules/callingcards/schema.ts';
import { authorizeCall } from '../modules/callingcards/switch/authorize.ts';
import { parseModJsonCdr } from '../modules/callingcards/switch/mod-json-cdr.ts';
import { postSwitchCdr } from '../modules/callingcards/switch/record.ts';
import { type PlannedCall, planCalls } from './callingcards-calls.ts';
import type { SeedContext, SeedCounts } from './context.ts';
import { createRng, DAY_MS } from './prng.ts';

/** The billing period began this many days ago (spec 002 billing reset): older cabin records are archived. */
export const BILLING_PERIOD_DAYS = 21;
/** The switch posts a record this long after the call ends. */
const POST_DELAY_SECONDS = 2;

interface Ending {
  call: PlannedCall;
  /** epoch seconds */
  end: number;
  billsec: number;
  cause: string;
}

const at = (epochSeconds: number) => new Date(epochSeconds * 1000);

export async function seedCallingCardCdrs(ctx: SeedContext): Promise<SeedCounts> {
  const { tx, env, now } = ctx;
  const domain = env.domain;
  // Its own stream: the calls can change without moving what the seeds after them draw.
  const rng = createRng(`portside-demo-calls:${env.code}`);
  const demoCards = await tx
    .select({
      pin: cards.pin,
      type: cards.type,
      status: cards.status,
      creationdate: cards.creationdate,
      expirationdate: cards.expirationdate,
    })
    .from(cards)
    .where(eq(cards.domain, domain))
    .orderBy(cards.id);
  const calls = planCalls(rng, now, demoCards);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const periodStart = Math.floor((now.getTime() - BILLING_PERIOD_DAYS * DAY_MS) / 1000);
  let periodReset = false;
  let recorded = 0;
  let granted = 0;
  // Calls that started and have not ended yet, the next to end first.
  const up: Ending[] = [];

  const post = async ({ call, end, billsec, cause }: Ending) => {
    const variables = {
      uuid: call.callid,
      callingcard_pin: call.card.pin,
      callingcard_destination: call.destination,
      caller_id_number: call.src,
      start_epoch: String(call.start),
      end_epoch: String(end),
      billsec: String(billsec),
      hangup_cause: cause,
      callingcard_direction: 'outbound',
    };
    const record = parseModJsonCdr(JSON.stringify({ variables }), 'application/json');
    const result = await postSwitchCdr(tx, domain, record, at(end + POST_DELAY_SECONDS));
    if (result.kind !== 'created') {
      const why = result.kind === 'refused' ? result.reason : 'a duplicate';
      throw new Error(`The demo call ${call.callid} of ${call.card.pin} was not recorded: ${why}`);
    }
    recorded++;
  };
  // The records of the calls that ended by `until`; those still up at the seed's moment stay so.
  const endUntil = async (until: number) => {
    while (up.length > 0 && (up[0]?.end ?? Infinity) <= Math.min(until, nowSeconds)) {
      const next = up.shift();
      if (next) await post(next);
    }
  };
  const start = async (call: PlannedCall) => {
    const grant = await authorizeCall(
      tx,
      domain,
      { pin: call.card.pin, destination: `+${call.destination}`, callid: call.callid },
      at(call.start),
    );
    // A refused call never reaches its destination: the switch announces why and posts no record.
    if (!grant.authorized) return;
    granted++;
    let ending: Ending;
    if (call.talk === 0) {
      ending = { call, end: call.start + call.ring, billsec: 0, cause: call.failCause };
    } else {
      // The switch hangs up at the granted time (sched_hangup): the call's credit ran out.
      const billsec = Math.min(call.talk, grant.max_seconds);
      const cause = call.talk > grant.max_seconds ? 'ALLOTTED_TIMEOUT' : 'NORMAL_CLEARING';
      ending = { call, end: call.start + call.ring + billsec, billsec, cause };
    }
    const after = up.findIndex((u) => u.end > ending.end);
    up.splice(after === -1 ? up.length : after, 0, ending);
  };

  for (const call of calls) {
    if (!periodReset && call.start >= periodStart) {
      await endUntil(periodStart);
      await resetCabins(tx, domain, { list: 'all' });
      periodReset = true;
    }
    await endUntil(call.start);
    await start(call);
  }
  await endUntil(nowSeconds);
  return { cc_cdrs: recorded, cc_call_reservations: granted };
}
