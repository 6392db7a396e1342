/**
 * Demo directory of one ship (spec 001 Directory): crew contacts (type user) reached on the app and
 * often SMS or WhatsApp, guests (type guest) on SMS, WhatsApp, Apple Messages, Viber or Telegram.
 */
import { PHONE_LABELS } from '@portside/contract/directory';
import { contactPhones, contacts } from '../modules/directory/schema.ts';
import type { SeedContext, SeedCounts } from './context.ts';
import { DAY_MS, insertChunked } from './prng.ts';
import { FIRST_NAMES, LAST_NAMES } from './ship-directory.ts';

/** Contacts per ship: more than two pages of Load More. */
export const DEMO_CONTACTS = 84;

export async function seedDirectory(ctx: SeedContext): Promise<SeedCounts> {
  const { tx, env, rng, now } = ctx;
  const rows = Array.from({ length: DEMO_CONTACTS }, (_, i) => ({
    domain: env.domain,
    contactType: rng.chance(0.45) ? ('user' as const) : ('guest' as const),
    contactNameGiven: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
    insertDate: new Date(now.getTime() - (DEMO_CONTACTS - i) * 0.5 * DAY_MS),
  }));
  const inserted = await tx
    .insert(contacts)
    .values(rows)
    .returning({ uuid: contacts.contactUuid, type: contacts.contactType });
  const mobile = () => `+1${rng.pick(['305', '754', '954', '786'])}555${rng.digits(4).slice(0, 4)}`;
  const phones = inserted.flatMap((c) => {
    const number = mobile();
    const labels: string[] =
      c.type === 'user'
        ? ['app', ...(rng.chance(0.5) ? ['sms'] : []), ...(rng.chance(0.3) ? ['whatsapp'] : [])]
        : [rng.pick(PHONE_LABELS.filter((l) => l !== 'app')), ...(rng.chance(0.3) ? ['sms'] : [])];
    return [...new Set(labels)].map((label) => ({
      contactUuid: c.uuid,
      phoneLabel: label,
      // A crew member's app number is an app extension; other channels reach the mobile.
      phoneNumber: label === 'app' ? `9998${rng.int(5000, 5999)}` : number,
    }));
  });
  await insertChunked(phones, (chunk) => tx.insert(contactPhones).values(chunk).onConflictDoNothing());
  return { contacts: inserted.length, contact_phones: phones.length };
}
