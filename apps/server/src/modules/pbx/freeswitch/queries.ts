/** SQL of the FreeSWITCH configuration source: reads only, each takes a Tx. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { dialplans, extensions, ringGroupDestinations, ringGroups, voicemailBoxes } from '../schema.ts';

/**
 * The domain's enabled extensions (one when `extension` is given), with the voicemail box of the same
 * number. A disabled extension is not in the directory, so FreeSWITCH refuses its registration.
 */
export function selectDirectoryUsers(tx: Tx, domain: string, extension?: string) {
  return tx
    .select({
      extension: extensions.extension,
      passwordEncrypted: extensions.passwordEncrypted,
      effectiveCallerIdName: extensions.effectiveCallerIdName,
      effectiveCallerIdNumber: extensions.effectiveCallerIdNumber,
      outboundCallerIdName: extensions.outboundCallerIdName,
      outboundCallerIdNumber: extensions.outboundCallerIdNumber,
      emergencyCallerIdName: extensions.emergencyCallerIdName,
      emergencyCallerIdNumber: extensions.emergencyCallerIdNumber,
      tollAllow: extensions.tollAllow,
      accountcode: extensions.accountcode,
      vmPasswordEncrypted: voicemailBoxes.passwordEncrypted,
      vmEnabled: voicemailBoxes.enabled,
    })
    .from(extensions)
    .leftJoin(
      voicemailBoxes,
      and(eq(voicemailBoxes.domain, extensions.domain), eq(voicemailBoxes.voicemailId, extensions.extension)),
    )
    .where(
      and(
        eq(extensions.domain, domain),
        eq(extensions.enabled, true),
        extension === undefined ? undefined : eq(extensions.extension, extension),
      ),
    )
    .orderBy(asc(extensions.extension));
}

/** The numbers of the domain's extensions (ring group legs to them ring the user, others go by loopback). */
export async function selectExtensionNumbers(
  tx: Tx,
  domain: string,
  numbers: string[],
): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await tx
    .select({ extension: extensions.extension })
    .from(extensions)
    .where(and(eq(extensions.domain, domain), inArray(extensions.extension, numbers)));
  return new Set(rows.map((r) => r.extension));
}

export function selectEnabledRingGroups(tx: Tx, domain: string) {
  return tx
    .select({
      uuid: ringGroups.ringGroupUuid,
      extension: ringGroups.extension,
      name: ringGroups.name,
      callerIdName: ringGroups.callerIdName,
      callerIdNumber: ringGroups.callerIdNumber,
      callTimeout: ringGroups.callTimeout,
      strategy: ringGroups.strategy,
      forwardEnabled: ringGroups.forwardEnabled,
      forwardDestination: ringGroups.forwardDestination,
      timeoutApp: ringGroups.timeoutApp,
      timeoutData: ringGroups.timeoutData,
    })
    .from(ringGroups)
    .where(and(eq(ringGroups.domain, domain), eq(ringGroups.enabled, true)))
    .orderBy(asc(ringGroups.extension));
}

/** The destinations of the groups, in the order they were added. */
export function selectDestinations(tx: Tx, groupUuids: string[]) {
  if (groupUuids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      groupUuid: ringGroupDestinations.ringGroupUuid,
      number: ringGroupDestinations.number,
      delay: ringGroupDestinations.delay,
      timeout: ringGroupDestinations.timeout,
    })
    .from(ringGroupDestinations)
    .where(inArray(ringGroupDestinations.ringGroupUuid, groupUuids))
    .orderBy(asc(ringGroupDestinations.insertDate), asc(ringGroupDestinations.number));
}

/** The domain's enabled inbound routes of a context in FreeSWITCH's order (dialplan_order, then number). */
export function selectEnabledRoutes(tx: Tx, domain: string, context: string) {
  return tx
    .select({
      uuid: dialplans.dialplanUuid,
      name: dialplans.name,
      number: dialplans.number,
      actions: dialplans.destinationActions,
      xml: dialplans.xml,
    })
    .from(dialplans)
    .where(and(eq(dialplans.domain, domain), eq(dialplans.context, context), eq(dialplans.enabled, true)))
    .orderBy(asc(dialplans.order), asc(dialplans.number));
}
