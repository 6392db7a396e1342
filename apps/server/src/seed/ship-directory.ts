/** The fixed part of every demo ship: its IP phones, departments and the decks that hold cabins. */
import { BOT_EXTENSIONS } from '@portside/contract';

/** Desk phones: 4-digit extension, caller name, and the local part of the department's mailbox. */
export const IP_PHONES: readonly { extension: string; name: string; mailbox: string }[] = [
  { extension: '1001', name: 'Bridge', mailbox: 'bridge' },
  { extension: '1002', name: 'Bridge Officer of the Watch', mailbox: 'oow' },
  { extension: '1003', name: 'Captain', mailbox: 'captain' },
  { extension: '1004', name: 'Staff Captain', mailbox: 'staff.captain' },
  { extension: '1101', name: 'Security Office', mailbox: 'security' },
  { extension: '1102', name: 'Gangway Security', mailbox: 'gangway' },
  { extension: '1201', name: 'Engine Control Room', mailbox: 'engine' },
  { extension: '1202', name: 'Chief Engineer', mailbox: 'chief.engineer' },
  { extension: '1301', name: 'Medical Centre', mailbox: 'medical' },
  { extension: '1302', name: 'Ship Doctor', mailbox: 'doctor' },
  { extension: '2100', name: 'Guest Services', mailbox: 'guest.services' },
  { extension: '2101', name: "Purser's Desk", mailbox: 'purser' },
  { extension: '2102', name: 'Shore Excursions', mailbox: 'excursions' },
  { extension: '2103', name: 'Future Cruise Sales', mailbox: 'sales' },
  { extension: '2201', name: 'Hotel Director', mailbox: 'hotel.director' },
  { extension: '2301', name: 'Crew Office', mailbox: 'crew.office' },
  { extension: '2302', name: 'Crew Purser', mailbox: 'crew.purser' },
  { extension: '3101', name: 'Serenity Spa', mailbox: 'spa' },
  { extension: '3102', name: 'Fitness Centre', mailbox: 'fitness' },
  { extension: '3201', name: 'Main Galley', mailbox: 'galley' },
  { extension: '3202', name: 'Executive Chef', mailbox: 'chef' },
  { extension: '3301', name: 'Room Service', mailbox: 'room.service' },
  { extension: '3401', name: 'Housekeeping', mailbox: 'housekeeping' },
  { extension: '3501', name: 'Theatre Backstage', mailbox: 'theatre' },
  { extension: '3601', name: 'Casino Cage', mailbox: 'casino' },
  { extension: '3701', name: 'Kids Club', mailbox: 'kids.club' },
];

/** Extensions on every ship with an app (9998) and physical (9999) pair, whatever its switch says. */
export const ALWAYS_PAIRED = ['1001', '1101', '1301', '2100', '2101', '2301'];

/** The spec's bot extensions (000 §9). */
export const BOTS = [
  { extension: BOT_EXTENSIONS[0], name: 'Concierge Bot' },
  { extension: BOT_EXTENSIONS[1], name: 'Language Analysis Bot' },
];

/** Ring groups per department (extension 6000 + index). */
export const DEPARTMENTS = [
  'Bridge Team',
  'Security Team',
  'Engineering',
  'Medical Team',
  'Guest Services',
  'Purser Office',
  'Shore Excursions',
  'Future Cruises',
  'Hotel Management',
  'Crew Office',
  'Spa Reception',
  'Fitness Team',
  'Galley',
  'Room Service',
  'Housekeeping Supervisors',
  'Entertainment',
  'Casino',
  'Kids Club',
  'Photo Gallery',
  'Boutique',
  'Bars and Lounges',
  'Main Dining Room',
  'Speciality Dining',
  'IT Support',
  'Environmental Officer',
];

/** Decks with cabins and the per-deck ring groups (stewards, fire patrol, maintenance). */
export const DECKS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15];
export const DECK_TEAMS = ['Stewards', 'Fire Patrol', 'Maintenance'];
/** Cabin decks (room extensions are cabin numbers such as 4012). */
export const CABIN_DECKS = [4, 5, 6, 7, 8, 9, 10];

export const FIRST_NAMES = [
  'Ana',
  'Marco',
  'Priya',
  'Jonas',
  'Elena',
  'Tomas',
  'Aisha',
  'Liam',
  'Sofia',
  'Rafael',
  'Mei',
  'Nikos',
  'Grace',
  'Jose',
  'Ingrid',
  'Kwame',
  'Lucia',
  'Dimitri',
  'Hana',
  'Oliver',
];
export const LAST_NAMES = [
  'Santos',
  'Rossi',
  'Nair',
  'Berg',
  'Petrova',
  'Novak',
  'Okafor',
  'Walsh',
  'Garcia',
  'Reyes',
  'Chen',
  'Papadakis',
  'Mensah',
  'Lindqvist',
  'Costa',
  'Ivanova',
  'Tanaka',
  'Murphy',
  'Dela Cruz',
];
