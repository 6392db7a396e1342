/**
 * A cabin's own calling card (the rule is in own.ts: room data in the extension's description and the
 * cabin card whose pin is its number) and its call records. Read only: credit moves with calls and the
 * billing reset, never through self-service. The records are the current billing period's (not
 * archived): a reset starts a new guest's period, and the previous guest's calls are not this guest's.
 */
import { CdrListQuery } from '@portside/contract/callingcards/cdrs';
import type { SelfCard, SelfCdrList } from '@portside/contract/self';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { NotFound } from '../../platform/errors.ts';
import { pageWithTotal } from '../../platform/list-query.ts';
import type { Actor } from '../../platform/session.ts';
import { cdrWhere, countCdrs, selectCdrPage, selectCdrPageCounted } from '../callingcards/cdrs/queries.ts';
import { cdrs } from '../callingcards/schema.ts';
import { isCabin, ownExtension } from './own.ts';
import { type CabinCardRow, findCabinCard } from './queries.ts';

async function ownCard(tx: Tx, actor: Actor): Promise<{ domain: string; card: CabinCardRow }> {
  const own = await ownExtension(tx, actor);
  const card = isCabin(own) ? await findCabinCard(tx, own.domain, own.row.extension) : undefined;
  if (!card) throw new NotFound(`No calling card belongs to extension ${own.number}.`);
  return { domain: own.domain, card };
}

export async function selfCard(tx: Tx, actor: Actor): Promise<SelfCard> {
  const { card } = await ownCard(tx, actor);
  return {
    name: card.name,
    credit: Number(card.credit),
    initialbalance: Number(card.initialbalance),
    currency: card.currency,
    status: card.status,
    expirationdate: card.expirationdate ? card.expirationdate.toISOString().slice(0, 10) : null,
    lastuse: card.lastuse ? card.lastuse.toISOString() : null,
  };
}

export async function selfCdrs(
  tx: Tx,
  actor: Actor,
  page: { page: number; pagesize: number },
): Promise<SelfCdrList> {
  const { domain, card } = await ownCard(tx, actor);
  // The CDR list's own filters (cabin records, not archived, newest first), narrowed to this card.
  const q = CdrListQuery.parse({ ...page, type: 'cabin', archived: '0', order: 'DESC' });
  const where = and(cdrWhere(domain, q), eq(cdrs.card, card.id));
  const { rows, total, totalKind } = await pageWithTotal(page, {
    rows: (limit, offset) => selectCdrPage(tx, where, q, limit, offset),
    rowsCounted: (limit, offset) => selectCdrPageCounted(tx, where, q, limit, offset),
    count: (upTo) => countCdrs(tx, where, upTo),
  });
  return {
    data: rows.map((row) => ({
      id: row.id,
      destination: row.destination,
      destination_name: row.destinationName,
      starttime: row.starttime.toISOString(),
      stoptime: row.stoptime ? row.stoptime.toISOString() : null,
      sessiontime: row.sessiontime,
      billed_sessiontime: row.billedSessiontime,
      sessionprice: Number(row.sessionprice),
      answered: row.answered,
      terminatecauseid: row.terminatecauseid,
      direction: row.direction,
      currency: row.currency,
    })),
    total,
    total_kind: totalKind,
  };
}
