/**
 * Domain users (spec 001 §3, §7): the Users list with its filters, create, read, update and delete of one
 * user, and the user's extensions (User Details). A user is also who signs in by password: the password
 * goes in (create, update) and is stored as an argon2 hash that never comes out. A user has a role
 * (access.ts) and may be granted other environments of the organisation (issue 10 item 3).
 */
import { z } from 'zod';
import { USER_ROLES } from './access.ts';
import { PageQuery } from './common.ts';
import { listQuery, QueryFlag, SearchTerm, SortOrder, TotalKind } from './pbx/list.ts';
import { EnvironmentCode } from './tenancy.ts';

/** A console role (access.ts). */
export const UserRole = z.enum(USER_ROLES);

/** A user name: no spaces (it is typed at the login screen), up to 64 characters. */
export const Username = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[^\s]+$/, 'must not contain spaces');

export const PASSWORD_MIN_LENGTH = 10;

/**
 * A sign-in password: at least 10 characters (issue 10 item 3). Two more rules need more than the field:
 * never the username (`passwordProblem`) and not a common password (the server's list, too big for the
 * console's bundle).
 */
export const UserPassword = z.string().min(PASSWORD_MIN_LENGTH).max(128);

/** What is wrong with a password before the common-password check, or null: the rules both sides check. */
export function passwordProblem(password: string, username: string): 'length' | 'username' | null {
  if (!UserPassword.safeParse(password).success) return 'length';
  if (username.trim() !== '' && password.toLowerCase() === username.trim().toLowerCase()) return 'username';
  return null;
}

/** Codes of other environments of the user's organisation they may act on besides their own. */
export const UserGrants = z.array(EnvironmentCode).max(64);

export const UserEmail = z.string().trim().max(254).pipe(z.email('must be an e-mail address'));

export const ContactName = z.string().trim().min(1).max(100);

export const User = z.object({
  user_uuid: z.string(),
  username: z.string(),
  user_email: z.string(),
  /** 'true' or 'false' (spec 001 §3); a disabled user cannot sign in. */
  user_enabled: z.enum(['true', 'false']),
  /** What the user may do (access.ts). */
  role: UserRole,
  /**
   * Codes of the other environments of the organisation the user is granted, in roster order (an
   * organisation administrator acts on every one whatever this says).
   */
  grants: z.array(z.string()),
  /** The user's name. */
  contact: z.object({ contact_name_given: z.string() }),
  /** ISO 8601 */
  insert_date: z.string(),
  /** With withExtraInfo=true: the numbers of the user's extensions, oldest link first. */
  extensions: z.array(z.string()).optional(),
});
export type User = z.infer<typeof User>;

/** Column ids of the list's export (`columns=`): the name is `contact_name_given`. */
export const USER_COLUMNS = [
  'user_uuid',
  'username',
  'contact_name_given',
  'user_email',
  'user_enabled',
  'role',
  'grants',
  'extensions',
  'insert_date',
] as const;
export type UserColumn = (typeof USER_COLUMNS)[number];

/**
 * GET /v3/pbx/domain/{domain}/user. `search` looks in user name, name and e-mail; the extension filters
 * (contains, case-insensitive) keep users with at least one extension that matches them.
 */
export const UserListQuery = listQuery({
  orderby: ['insert_date'],
  columns: USER_COLUMNS,
  filters: {
    withExtraInfo: QueryFlag.optional(),
    extension: SearchTerm,
    effective_caller_id_name: SearchTerm,
    effective_caller_id_number: SearchTerm,
    outbound_caller_id_name: SearchTerm,
    description: SearchTerm,
  },
});
export type UserListQuery = z.infer<typeof UserListQuery>;

export const UserList = z.object({
  data: z.array(User),
  total: z.number().int(),
  total_kind: TotalKind.optional(),
});
export type UserList = z.infer<typeof UserList>;

/** GET /user/{id}?withExtraInfo=true */
export const UserQuery = z.object({ withExtraInfo: QueryFlag.optional() });

const Enabled = z.enum(['true', 'false']);

/**
 * POST /v3/pbx/domain/{domain}/user: name, username, password and e-mail all required; the role is an
 * operator unless given, up to the creator's own; grants only among the creator's own environments.
 */
export const CreateUser = z.object({
  username: Username,
  password: UserPassword,
  user_email: UserEmail,
  contactInfo: z.object({ contact_name_given: ContactName }),
  role: UserRole.default('operator'),
  grants: UserGrants.optional(),
});
export type CreateUser = z.output<typeof CreateUser>;
export type CreateUserInput = z.input<typeof CreateUser>;

/**
 * PATCH /v3/pbx/domain/{domain}/user/{id}: absent fields are unchanged; a password is sent only when typed;
 * `grants` replaces the user's grants; user_enabled 'false' disables (sign-in refused, sessions ended).
 */
export const UpdateUser = z.object({
  username: Username.optional(),
  user_email: UserEmail.optional(),
  contactInfo: z.object({ contact_name_given: ContactName }).optional(),
  password: UserPassword.optional(),
  role: UserRole.optional(),
  grants: UserGrants.optional(),
  user_enabled: Enabled.optional(),
});
export type UpdateUser = z.output<typeof UpdateUser>;
export type UpdateUserInput = z.input<typeof UpdateUser>;

export const UserParams = z.object({
  domain: z.string().min(1),
  id: z.uuid('must be a user id'),
});

/** One extension of a user (User Details, 'User Extensions'). */
export const UserExtension = z.object({
  extension_uuid: z.string(),
  extension: z.string(),
  effective_caller_id_name: z.string(),
  description: z.string(),
  /** 't' allows outbound calls. */
  toll_allow: z.string(),
  /** When the extension was given to the user, ISO 8601. */
  extension_user_insert_date: z.string(),
});
export type UserExtension = z.infer<typeof UserExtension>;

/** GET /user/{id}/extension: the console asks for page 1 of 10,000 (clamped to the server's maximum). */
export const UserExtensionListQuery = z.object({
  ...PageQuery.shape,
  search: SearchTerm,
  orderby: z.enum(['extension_user_insert_date', 'extension']).default('extension_user_insert_date'),
  order: SortOrder.default('DESC'),
});
export type UserExtensionListQuery = z.infer<typeof UserExtensionListQuery>;

export const UserExtensionList = z.object({ data: z.array(UserExtension), total: z.number().int() });
export type UserExtensionList = z.infer<typeof UserExtensionList>;

export const UserExtensionParams = z.object({
  domain: z.string().min(1),
  id: z.uuid('must be a user id'),
  ext: z
    .string()
    .trim()
    .regex(/^[0-9]{1,15}$/, 'must be an extension number'),
});
