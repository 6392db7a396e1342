/**
 * Roles and permissions (DESIGN §3): the one table the server's guard and the console both read. A route
 * declares the permission it needs; the console offers only what `can(role, permission)` allows.
 *
 * Scope is separate from permission: an organisation administrator acts on every environment of the
 * organisation, everyone else on their home environment and the ones granted to them. An extension
 * session (signed in by e-mailed code through App Access) is self-service for that one extension.
 */

// No zod here: the console's shell reads this table on every page, the login route included, so it
// stays plain data (the zod enum of a role is in users.ts).

/** Console roles of a domain user, highest first. */
export const USER_ROLES = ['org_admin', 'ship_admin', 'operator', 'billing_clerk', 'auditor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** A signed-in actor's role: a user's, or 'extension' for a code sign-in. */
export type Role = UserRole | 'extension';

/**
 * How far up a role reaches when managing users: nobody creates, edits, disables or deletes a user of a
 * higher rank, nor gives a role above their own. Billing clerk and auditor are side by side.
 */
export const ROLE_RANK: Record<Role, number> = {
  org_admin: 4,
  ship_admin: 3,
  operator: 2,
  billing_clerk: 1,
  auditor: 1,
  extension: 0,
};

export const PERMISSIONS = [
  /** The dashboard's figures. */
  'dashboard.read',
  /** PBX screens and calls: extensions, ring groups, inbound routes, voicemail, app access, hardware, registrations. */
  'pbx.read',
  'pbx.write',
  /** Secrets phones need back: a provisioning file with SIP passwords in clear. */
  'pbx.secrets',
  /** Calling cards: PINs and cabins, call records, tariffs, special rates, report schedules, billing reset. */
  'callingcards.read',
  'callingcards.write',
  /** The messaging inbox and broadcast groups. */
  'messaging.read',
  'messaging.write',
  /** The directory of contacts. */
  'directory.read',
  'directory.write',
  /** Console users: the Users list and User Details (read), create, edit, disable, delete, roles (write). */
  'users.read',
  'users.write',
  /** The audit log. */
  'audit.read',
  /** Per-environment API tokens for machine clients. */
  'tokens.manage',
  /**
   * The environment's own settings: the ship's local time zone, as it crosses zones; its outside channels'
   * providers; what the ship's assistant (bot 9998214) answers.
   */
  'environment.manage',
  /** Self-service of the signed-in extension: its own messages, voicemail, forwards, balance. */
  'self',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ADMIN: Permission[] = PERMISSIONS.filter((p) => p !== 'self');

/** The table: what each role may do. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  org_admin: ADMIN,
  ship_admin: ADMIN,
  operator: [
    'dashboard.read',
    'pbx.read',
    'pbx.write',
    'callingcards.read',
    'callingcards.write',
    'messaging.read',
    'messaging.write',
    'directory.read',
    'directory.write',
  ],
  billing_clerk: ['dashboard.read', 'callingcards.read', 'callingcards.write'],
  auditor: [
    'dashboard.read',
    'pbx.read',
    'callingcards.read',
    'messaging.read',
    'directory.read',
    'users.read',
    'audit.read',
  ],
  extension: ['self'],
};

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** May a user of `actor` role create or change a user of `target` role (or give that role)? */
export function mayManageRole(actor: Role, target: Role): boolean {
  return can(actor, 'users.write') && ROLE_RANK[target] <= ROLE_RANK[actor];
}

/** The roles an actor may give (their own and below), highest first. */
export function assignableRoles(actor: Role): UserRole[] {
  return USER_ROLES.filter((r) => mayManageRole(actor, r));
}

/** Names shown to people (the console translates these keys; the server's sentences use them as they are). */
export const ROLE_LABELS: Record<Role, string> = {
  org_admin: 'Organisation administrator',
  ship_admin: 'Ship administrator',
  operator: 'Operator',
  billing_clerk: 'Billing clerk',
  auditor: 'Auditor',
  extension: 'Extension',
};

export const PERMISSION_LABELS: Record<Permission, string> = {
  'dashboard.read': 'view the dashboard',
  'pbx.read': 'view the PBX',
  'pbx.write': 'change the PBX',
  'pbx.secrets': 'read phone secrets',
  'callingcards.read': 'view calling cards',
  'callingcards.write': 'change calling cards',
  'messaging.read': 'read messages',
  'messaging.write': 'send messages',
  'directory.read': 'view the directory',
  'directory.write': 'change the directory',
  'users.read': 'view users',
  'users.write': 'manage users',
  'audit.read': 'view the audit log',
  'tokens.manage': 'manage API tokens',
  'environment.manage': "change the ship's settings",
  self: 'use self-service',
};
