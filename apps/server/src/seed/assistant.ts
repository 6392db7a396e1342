/**
 * The demo ship's assistant FAQ (bot 9998214, issue 12 item 5): Wi-Fi, opening hours and a few other
 * questions guests ask, per environment, so the demo's bot exchanges (seed/messaging.ts) are the bot's
 * real answers. An environment that has entries is left alone (an administrator may have edited them).
 */
import { eq } from 'drizzle-orm';
import { assistantFaq } from '../modules/assistant/schema.ts';
import type { SeedContext, SeedCounts } from './context.ts';

export function demoFaq(shipName: string) {
  return [
    {
      keywords: ['wifi', 'wi-fi', 'internet', 'wireless'],
      question: 'How do I connect to the Wi-Fi?',
      answer: `Join the network "${shipName} Guest" and open any web page, then sign in with your cabin number and last name. Messaging in the ship's app is free; internet packages are sold at Guest Services.`,
    },
    {
      keywords: ['dining room', 'dinner', 'breakfast', 'lunch', 'restaurant'],
      question: 'When is the main dining room open?',
      answer:
        'The main dining room serves breakfast 07:00-10:00, lunch 12:00-14:00 and dinner 18:00-21:30 (second seating 20:15).',
    },
    {
      keywords: ['opening hours', 'opening times', 'spa', 'gym', 'shop', 'shops'],
      question: 'What are the opening hours on board?',
      answer:
        'Spa and gym 07:00-21:00; shops 09:00-22:00 at sea and from all aboard in port; Guest Services is open around the clock.',
    },
    {
      keywords: ['all aboard', 'sail', 'sails', 'departure'],
      question: 'When is all aboard?',
      answer:
        "All aboard is 30 minutes before the ship sails; each port's time is in the daily programme and on your cabin TV.",
    },
    {
      keywords: ['doctor', 'medical', 'seasick', 'seasickness'],
      question: 'Is there a doctor on board?',
      answer:
        'The Medical Centre on deck 3 is open 08:00-11:00 and 16:00-19:00. In an emergency dial 911 from any phone on board.',
    },
  ];
}

export async function seedAssistantFaq(ctx: SeedContext): Promise<SeedCounts> {
  const { tx, env } = ctx;
  const [any] = await tx
    .select({ id: assistantFaq.id })
    .from(assistantFaq)
    .where(eq(assistantFaq.domain, env.domain))
    .limit(1);
  if (any) return {};
  const rows = demoFaq(env.name).map((e) => ({ domain: env.domain, ...e }));
  await tx.insert(assistantFaq).values(rows);
  return { assistant_faq: rows.length };
}
