/**
 * Demo broadcast groups of one ship (issue 12 item 7): three groups numbered from 18000, each registered
 * in the directory as the console registers one (comments and department 'Broadcast Group', no owner),
 * with app extensions as members, and a few days of broadcasts from the Bridge's app account (or the
 * ship's first desk) with the members' delivered and read receipts, written as the messaging core writes
 * a broadcast (history-writer.ts: the sender's own copy and one per member, all in the group's
 * conversation). Its own random stream; a ship that has groups is left alone.
 */
import { APP_EXTENSION_PREFIX, BOT_EXTENSIONS } from '@portside/contract';
import { BROADCAST_DIRECTORY_LABEL, BROADCAST_GROUP_FIRST } from '@portside/contract/broadcast';
import { eq } from 'drizzle-orm';
import { insertMembers } from '../modules/broadcast/queries.ts';
import { broadcastGroups } from '../modules/broadcast/schema.ts';
import { createDirectoryEntry, createGroup } from '../modules/broadcast/service.ts';
import { type PastMessage, writeHistory } from '../modules/messaging/history-writer.ts';
import { extensions } from '../modules/pbx/schema.ts';
import type { SeedContext, SeedCounts } from './context.ts';
import { createRng, DAY_MS } from './prng.ts';

const SENDERS = ['99981001', '99982100'];
const DESKS = ['99981101', '99981301', '99982100', '99982101', '99982102', '99982301'];

const GROUPS: { name: string; color: string; lines: string[] }[] = [
  {
    name: 'All Crew Notices',
    color: 'red',
    lines: [
      'Crew drill today at 14:00: report to your muster station with your life jacket.',
      'Reminder: crew bar closes at 01:00 tonight.',
      'Shore leave in Nassau ends at 17:30. All crew on board by 17:00, please.',
      'Thank you all for a wonderful guest satisfaction score this week!',
    ],
  },
  {
    name: 'Department Heads',
    color: 'blue',
    lines: [
      'Heads of department meeting at 09:30 in the wardroom.',
      'Port agent arrives at 07:00: manifests to the purser by 06:30.',
      'Weather update: swell expected after midnight, secure loose items.',
    ],
  },
  {
    name: 'Guest Services Team',
    color: 'teal',
    lines: [
      'Embarkation day: extra staff at the atrium desk from 11:00.',
      'Excursion tickets for Cozumel go on sale at 08:00 tomorrow.',
      'Please check the lost and found log before your shift ends.',
    ],
  },
];

export async function seedBroadcast(ctx: SeedContext): Promise<SeedCounts> {
  const { tx, env, now } = ctx;
  const [done] = await tx
    .select({ n: broadcastGroups.groupNumber })
    .from(broadcastGroups)
    .where(eq(broadcastGroups.domain, env.domain))
    .limit(1);
  if (done) return {};

  const rng = createRng(`portside-demo:${env.code}:broadcast`);
  const accounts = new Set(
    (
      await tx
        .select({ extension: extensions.extension })
        .from(extensions)
        .where(eq(extensions.domain, env.domain))
    ).map((e) => e.extension),
  );
  const bots: readonly string[] = BOT_EXTENSIONS;
  const apps = [...accounts].filter((a) => a.startsWith(APP_EXTENSION_PREFIX) && !bots.includes(a)).sort();
  const sender = SENDERS.find((s) => accounts.has(s)) ?? apps[0];
  if (!sender || apps.length < 3) return {};
  const others = apps.filter((a) => a !== sender);
  const desks = DESKS.filter((d) => accounts.has(d) && d !== sender);
  const memberLists = [
    others.slice(0, 40),
    desks.length >= 2 ? desks : others.slice(0, 5),
    [...new Set([...desks.filter((d) => d.startsWith('999821')), ...others.slice(-6)])],
  ];

  const messages: PastMessage[] = [];
  let members = 0;
  for (const [i, spec] of GROUPS.entries()) {
    const groupNumber = BROADCAST_GROUP_FIRST + i;
    const number = String(groupNumber);
    const list = memberLists[i] ?? [];
    await createDirectoryEntry(tx, env.domain, {
      number,
      app_number: number,
      name: spec.name,
      comments: BROADCAST_DIRECTORY_LABEL,
      owner: '',
      department: BROADCAST_DIRECTORY_LABEL,
    });
    await createGroup(tx, env.domain, {
      group_number: groupNumber,
      group_name: spec.name,
      group_color: spec.color,
      edit_roles: null,
    });
    members += (await insertMembers(tx, env.domain, groupNumber, list)).length;
    spec.lines.forEach((text, j) => {
      const daysAgo = spec.lines.length - j;
      const at = new Date(now.getTime() - daysAgo * DAY_MS + rng.int(0, 6 * 3600) * 1000);
      const receipts = list.flatMap((member) => {
        const delivered = new Date(at.getTime() + rng.int(5, 600) * 1000);
        const marks: PastMessage['receipts'] = [{ from: member, type: 3, at: delivered }];
        // The newest broadcast is still being read.
        if (j < spec.lines.length - 1 || rng.chance(0.6)) {
          marks.push({ from: member, type: 5, at: new Date(delivered.getTime() + rng.int(60, 7200) * 1000) });
        }
        return marks;
      });
      messages.push({
        messageid: `seed-${env.code.toLowerCase()}-bc-${groupNumber}-${j + 1}`,
        sender,
        address: number,
        channel: 'app',
        text,
        at,
        copies: [
          { account: sender, peer: number, incoming: false },
          ...list.map((account) => ({ account, peer: number })),
        ],
        receipts,
      });
    });
  }
  messages.sort((a, b) => a.at.getTime() - b.at.getTime());
  await writeHistory(tx, env.domain, messages, accounts);
  return {
    broadcast_messages: messages.length,
    broadcast_groups: GROUPS.length,
    broadcast_members: members,
    directory_entries: GROUPS.length,
  };
}
