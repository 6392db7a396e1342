/**
 * The assistant's FAQ of an environment (issue 12 item 5): list, create, replace and delete entries. The
 * routes run each write in the request's transaction, where the audit trigger records it.
 */
import type { FaqEntry, FaqList, SaveFaqEntry } from '@portside/contract/assistant';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db.ts';
import { NotFound } from '../../platform/errors.ts';
import { type AssistantFaqRow, assistantFaq } from './schema.ts';

type Save = z.output<typeof SaveFaqEntry>;

export function presentEntry(row: AssistantFaqRow): FaqEntry {
  return {
    id: row.id,
    keywords: row.keywords,
    question: row.question,
    answer: row.answer,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Each keyword once, in the order given. */
const distinct = (keywords: readonly string[]) => [...new Set(keywords)];

export async function listFaq(tx: Tx, domain: string): Promise<FaqList> {
  const rows = await tx
    .select()
    .from(assistantFaq)
    .where(eq(assistantFaq.domain, domain))
    .orderBy(asc(assistantFaq.id));
  return { data: rows.map(presentEntry), total: rows.length };
}

export async function createFaq(tx: Tx, domain: string, body: Save): Promise<FaqEntry> {
  const [row] = await tx
    .insert(assistantFaq)
    .values({ domain, keywords: distinct(body.keywords), question: body.question, answer: body.answer })
    .returning();
  if (!row) throw new Error('the FAQ entry was not stored');
  return presentEntry(row);
}

export async function replaceFaq(tx: Tx, domain: string, id: number, body: Save): Promise<FaqEntry> {
  const [row] = await tx
    .update(assistantFaq)
    .set({
      keywords: distinct(body.keywords),
      question: body.question,
      answer: body.answer,
      updatedAt: sql`now()`,
    })
    .where(and(eq(assistantFaq.domain, domain), eq(assistantFaq.id, id)))
    .returning();
  if (!row) throw notFound(domain, id);
  return presentEntry(row);
}

export async function deleteFaq(tx: Tx, domain: string, id: number): Promise<FaqEntry> {
  const [row] = await tx
    .delete(assistantFaq)
    .where(and(eq(assistantFaq.domain, domain), eq(assistantFaq.id, id)))
    .returning();
  if (!row) throw notFound(domain, id);
  return presentEntry(row);
}

const notFound = (domain: string, id: number) =>
  new NotFound(`The assistant has no FAQ entry ${id} in ${domain}.`);
