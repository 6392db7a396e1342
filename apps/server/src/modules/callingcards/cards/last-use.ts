/**
 * A card's 'Last use' is the start of its latest call (issue 10 item 7): the calling-card platform writes
 * the call records, and lastuse follows from them. Written where calls are written here (the demo seed)
 * and kept right where the server touches a card's calls (the billing reset). Archived calls count: a
 * reset starts a new billing period, not a new card. The later of the stored value and the calls wins,
 * so a use the platform recorded without a call record is not lost.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { cards, cdrs } from '../schema.ts';

/** Sets lastuse from the call records of a domain's cards (only the cards named, when given). */
export async function setLastUseFromCalls(
  tx: Tx,
  domain: string,
  cardIds?: readonly number[],
): Promise<void> {
  if (cardIds?.length === 0) return;
  const only = cardIds ? sql`and ${inArray(cdrs.card, [...cardIds])}` : sql``;
  await tx.execute(sql`
    update ${cards} set lastuse = greatest(${cards.lastuse}, calls.latest)
    from (
      select ${cdrs.card} as card, max(${cdrs.starttime}) as latest from ${cdrs}
      where ${cdrs.domain} = ${domain} ${only}
      group by ${cdrs.card}
    ) calls
    where ${cards.id} = calls.card and ${cards.domain} = ${domain}`);
}
