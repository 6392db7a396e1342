/**
 * The side bar menu of spec 000 §2.5, as data. `also` lists other paths that highlight an entry. Every
 * entry names the permission its screen needs (the route's PermissionGate asks the same), so a role is
 * offered only what it may open; a section or group left with no entry disappears.
 */
import { can, type Permission, type Role } from '@portside/contract/access';
import {
  IconAddressBook,
  IconCreditCard,
  IconHistory,
  IconKey,
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
  permission: Permission;
}

export interface NavGroup {
  label: I18nKey;
  permission: Permission;
  children: (NavLeaf | NavGroup)[];
}

export interface NavSection {
  label: I18nKey;
  icon: typeof IconServer;
  /** What the section needs; its entries may each need more. */
  permission: Permission;
  /** Hidden in the carrier (calling-cards-only) environment. */
  carrierHidden?: boolean;
  to?: string;
  also?: string[];
  children?: (NavLeaf | NavGroup)[];
}

export const NAV: readonly NavSection[] = [
  { label: 'nav.dashboard', icon: IconLayoutDashboard, to: '/dashboard', permission: 'dashboard.read' },
  {
    label: 'nav.messaging',
    icon: IconMessages,
    carrierHidden: true,
    permission: 'messaging.read',
    children: [
      { label: 'nav.inbox', to: '/messagev2', permission: 'messaging.read' },
      { label: 'nav.broadcast', to: '/broadcast', permission: 'messaging.read' },
      // The providers of SMS, WhatsApp, Telegram…: the ship's settings, for administrators.
      { label: 'nav.channels', to: '/channels', permission: 'environment.manage' },
      // What the ship's assistant (bot 9998214) answers: the ship's settings too.
      { label: 'nav.assistant', to: '/assistant', permission: 'environment.manage' },
    ],
  },
  {
    label: 'nav.callingCards',
    icon: IconCreditCard,
    permission: 'callingcards.read',
    children: [
      {
        label: 'nav.management',
        permission: 'callingcards.read',
        children: [
          { label: 'nav.cabins', to: '/pinmanagement/cabin', permission: 'callingcards.read' },
          { label: 'nav.admins', to: '/pinmanagement/admin', permission: 'callingcards.read' },
        ],
      },
      {
        label: 'nav.cdrs',
        permission: 'callingcards.read',
        children: [
          { label: 'nav.cabins', to: '/pincdr/cabin', permission: 'callingcards.read' },
          { label: 'nav.admins', to: '/pincdr/admin', permission: 'callingcards.read' },
          { label: 'nav.rejectedCdrs', to: '/cdrdeadletters', permission: 'tokens.manage' },
        ],
      },
      { label: 'nav.callingRates', to: '/callingrate', permission: 'callingcards.read' },
      { label: 'nav.reportSchedule', to: '/reportschedule', permission: 'callingcards.read' },
    ],
  },
  {
    label: 'nav.pbx',
    icon: IconServer,
    carrierHidden: true,
    permission: 'pbx.read',
    children: [
      { label: 'nav.registrations', to: '/registration', permission: 'pbx.read' },
      { label: 'nav.extensions', to: '/extension', permission: 'pbx.read' },
      { label: 'nav.callRecords', to: '/pbxcdr', permission: 'pbx.read' },
      { label: 'nav.ringGroups', to: '/ringgroup', permission: 'pbx.read' },
      { label: 'nav.inboundRoute', to: '/inboundroute', permission: 'pbx.read' },
      { label: 'nav.voicemail', to: '/voicemail', also: ['/voicemailmessage'], permission: 'pbx.read' },
      { label: 'nav.appAccess', to: '/appaccess', permission: 'pbx.read' },
      { label: 'nav.gatewayReport', to: '/gatewayreport', also: ['/gateway'], permission: 'pbx.read' },
      { label: 'nav.hardware', to: '/hardware', permission: 'pbx.read' },
      { label: 'nav.featureCodes', to: '/featurecode', permission: 'pbx.read' },
    ],
  },
  {
    label: 'nav.user',
    icon: IconUsers,
    carrierHidden: true,
    to: '/user',
    also: ['/userdetails'],
    permission: 'users.read',
  },
  {
    label: 'nav.directory',
    icon: IconAddressBook,
    carrierHidden: true,
    to: '/directory',
    permission: 'directory.read',
  },
  // Every environment has one, the carrier's too (its tariffs and PINs are written like any other).
  { label: 'nav.audit', icon: IconHistory, to: '/audit', permission: 'audit.read' },
  // Machine clients' tokens: every environment may have them (the carrier's switch authorizes calls).
  { label: 'nav.apiTokens', icon: IconKey, to: '/apitokens', permission: 'tokens.manage' },
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

/** The entries a role may open, groups without any left out. */
function allowed(entries: (NavLeaf | NavGroup)[], role: Role): (NavLeaf | NavGroup)[] {
  return entries.flatMap((entry): (NavLeaf | NavGroup)[] => {
    if (!can(role, entry.permission)) return [];
    if (isLeaf(entry)) return [entry];
    const children = allowed(entry.children, role);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** The menu of this session: what its environment shows (the carrier hides areas) and its role may open. */
export function visibleSections({
  callingCardsOnly,
  role,
}: {
  callingCardsOnly: boolean;
  role: Role;
}): NavSection[] {
  return NAV.flatMap((section): NavSection[] => {
    if ((callingCardsOnly && section.carrierHidden) || !can(role, section.permission)) return [];
    if (!section.children) return [section];
    const children = allowed(section.children, role);
    return children.length > 0 ? [{ ...section, children }] : [];
  });
}
