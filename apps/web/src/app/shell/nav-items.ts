/** The side bar menu of spec 000 §2.5, as data. `also` lists other paths that highlight an entry. */
import {
  IconAddressBook,
  IconCreditCard,
  IconLayoutDashboard,
  IconMessages,
  IconServer,
  IconUsers,
} from '@tabler/icons-react';
import type { I18nKey } from '../../kit/i18n/index.ts';

export interface NavLeaf {
  label: I18nKey;
  to: string;
  also?: string[];
}

export interface NavGroup {
  label: I18nKey;
  children: (NavLeaf | NavGroup)[];
}

export interface NavSection {
  label: I18nKey;
  icon: typeof IconServer;
  /** Hidden in the carrier (calling-cards-only) environment. */
  carrierHidden?: boolean;
  to?: string;
  also?: string[];
  children?: (NavLeaf | NavGroup)[];
}

export const NAV: readonly NavSection[] = [
  { label: 'nav.dashboard', icon: IconLayoutDashboard, to: '/dashboard' },
  {
    label: 'nav.messaging',
    icon: IconMessages,
    carrierHidden: true,
    children: [
      { label: 'nav.inbox', to: '/messagev2' },
      { label: 'nav.broadcast', to: '/broadcast' },
    ],
  },
  {
    label: 'nav.callingCards',
    icon: IconCreditCard,
    children: [
      {
        label: 'nav.management',
        children: [
          { label: 'nav.cabins', to: '/pinmanagement/cabin' },
          { label: 'nav.admins', to: '/pinmanagement/admin' },
        ],
      },
      {
        label: 'nav.cdrs',
        children: [
          { label: 'nav.cabins', to: '/pincdr/cabin' },
          { label: 'nav.admins', to: '/pincdr/admin' },
        ],
      },
      { label: 'nav.callingRates', to: '/callingrate' },
      { label: 'nav.reportSchedule', to: '/reportschedule' },
    ],
  },
  {
    label: 'nav.pbx',
    icon: IconServer,
    carrierHidden: true,
    children: [
      { label: 'nav.registrations', to: '/registration' },
      { label: 'nav.extensions', to: '/extension' },
      { label: 'nav.ringGroups', to: '/ringgroup' },
      { label: 'nav.inboundRoute', to: '/inboundroute' },
      { label: 'nav.voicemail', to: '/voicemail', also: ['/voicemailmessage'] },
      { label: 'nav.appAccess', to: '/appaccess' },
      { label: 'nav.gatewayReport', to: '/gatewayreport', also: ['/gateway'] },
      { label: 'nav.hardware', to: '/hardware' },
      { label: 'nav.featureCodes', to: '/featurecode' },
    ],
  },
  { label: 'nav.user', icon: IconUsers, carrierHidden: true, to: '/user', also: ['/userdetails'] },
  { label: 'nav.directory', icon: IconAddressBook, carrierHidden: true, to: '/directory' },
];

export const isLeaf = (entry: NavLeaf | NavGroup): entry is NavLeaf => 'to' in entry;

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

export function isActive(
  entry: { to?: string; also?: string[]; children?: (NavLeaf | NavGroup)[] },
  pathname: string,
): boolean {
  if (entry.to && under(pathname, entry.to)) return true;
  if (entry.also?.some((path) => under(pathname, path))) return true;
  return entry.children?.some((child) => isActive(child, pathname)) ?? false;
}

export const visibleSections = (callingCardsOnly: boolean) =>
  NAV.filter((section) => !(callingCardsOnly && section.carrierHidden));
