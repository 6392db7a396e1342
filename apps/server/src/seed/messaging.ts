/**
 * Demo omnichannel conversations of one ship: guests writing to Guest Services, the purser and the
 * bots over every channel of spec 000 §9, crew chatting app to app. Message ids are deterministic,
 * so a second run inserts nothing twice.
 */
import { chatMessages } from '../modules/messaging/schema.ts';
import type { SeedContext, SeedCounts } from './context.ts';
import { cabinNumbers } from './extensions.ts';
import { DAY_MS, insertChunked } from './prng.ts';

const CHANNELS = ['app', 'app', 'sms', 'whatsapp', 'whatsapp', 'imessage', 'viber', 'telegram'] as const;
const DESKS = ['99982100', '99982101', '99982102', '9998214', '9998216'];
const GUEST_LINES = [
  'Hello, what time does the shuttle leave for the old town tomorrow?',
  'Could we book a table for four at the Italian restaurant tonight?',
  'Our cabin air conditioning is very loud, can someone have a look?',
  'Is the spa open during the port day?',
  'I was charged twice for the excursion, can you check my folio?',
  'Thank you, that was very helpful!',
  'Where can we pick up the tender tickets?',
  'Can I get an extra pillow delivered to my cabin?',
];
const DESK_LINES = [
  'Good morning! The shuttle leaves from deck 4 midship at 09:15.',
  'Certainly, your table is booked for 19:30.',
  'A technician is on the way to your cabin now.',
  'The spa is open from 08:00 to 20:00 every day.',
  'I have corrected the charge; you will see the refund on your folio shortly.',
  'You are welcome, enjoy your cruise!',
  'Tender tickets are available in the theatre on deck 5 from 08:00.',
  'Housekeeping will bring it within 15 minutes.',
];
const CONVERSATIONS = 60;

export async function seedMessaging(ctx: SeedContext): Promise<SeedCounts> {
  const { env, rng, now } = ctx;
  const code = env.code.toLowerCase();
  const cabins = cabinNumbers();
  const rows: (typeof chatMessages.$inferInsert)[] = [];
  for (let c = 0; c < CONVERSATIONS; c++) {
    const channel = rng.pick(CHANNELS);
    const guest = channel === 'app' ? `9998${rng.pick(cabins)}` : `+1${rng.int(201, 989)}555${rng.digits(4)}`;
    const desk = rng.pick(DESKS);
    let at = now.getTime() - rng.int(0, 29) * DAY_MS - rng.int(600, 80_000) * 1000;
    const length = rng.int(3, 10);
    for (let m = 0; m < length; m++) {
      const fromGuest = m % 2 === 0;
      const line = rng.int(0, GUEST_LINES.length - 1);
      const ageMs = now.getTime() - at;
      rows.push({
        messageid: `seed-${code}-${c}-${m}`,
        domain: env.domain,
        sender: fromGuest ? guest : desk,
        address: fromGuest ? desk : guest,
        message: (fromGuest ? GUEST_LINES : DESK_LINES)[line] ?? '',
        channel,
        // Older messages have been read; the last hour's may still be only delivered or new.
        status: ageMs > 3_600_000 ? 5 : rng.pick([0, 3, 5]),
        creationdate: new Date(Math.min(at, now.getTime() - 1000)),
      });
      at += rng.int(30, 1800) * 1000;
    }
  }
  const inserted = await insertChunked(rows, (chunk) =>
    ctx.tx.insert(chatMessages).values(chunk).onConflictDoNothing(),
  );
  return { chat_messages: inserted };
}
