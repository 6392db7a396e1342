/** Sign-in by password (domain user) and by e-mailed code (extension with App Access), and the session. */
import { z } from 'zod';
import { ROLE_PERMISSIONS, type Role } from './access.ts';
import { CODE_LENGTH } from './common.ts';
import { LANGUAGES } from './locale.ts';
import { EnvironmentSummary, Organization } from './tenancy.ts';

/** POST /v2/account/domain/{domain}/auth/validate */
export const PasswordLogin = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});
export type PasswordLogin = z.infer<typeof PasswordLogin>;

export const LoginAnswer = z.object({ user_uuid: z.string(), username: z.string(), email: z.string() });
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/** owner is `<extension>@<domain>`, e.g. 2101@cpl.portside.example */
export const CodeOwner = z
  .string()
  .regex(/^[0-9]{2,15}@[a-z0-9.-]+$/i, 'must be extension@domain')
  .max(270);

/** POST /v1/securitycode/generate: e-mails a 6-digit code to the App Access address of the extension. */
export const CodeRequest = z.object({
  type: z.literal('login'),
  owner: CodeOwner,
  ownerType: z.literal('extension'),
});
export type CodeRequest = z.infer<typeof CodeRequest>;

/** POST /v1/securitycode/validate: on success the extension is signed in. */
export const CodeCheck = z.object({
  type: z.literal('login'),
  owner: CodeOwner,
  code: z.string().regex(new RegExp(`^[0-9]{${CODE_LENGTH}}$`), `must be ${CODE_LENGTH} digits`),
});
export type CodeCheck = z.infer<typeof CodeCheck>;

export const Ok = z.object({ success: z.literal(true) });

/**
 * GET /v1/session: who is signed in, on which environment, and what they may switch to.
 * kind 'user' is a domain user (password login); 'extension' signed in by e-mailed code.
 */
export const Session = z.object({
  kind: z.enum(['user', 'extension']),
  /** What this session may do (access.ts): a user's role, or 'extension' for a code sign-in. */
  role: z.enum(Object.keys(ROLE_PERMISSIONS) as [Role, ...Role[]]),
  /** For a code sign-in: the extension signed in; null for a user. */
  extension: z.string().nullable(),
  user_uuid: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  environment: EnvironmentSummary,
  /**
   * The environments this account may switch to without a new sign-in, its own included, in the fleet
   * roster's order (spec 001 §9: CPL, KPL, DPL, …): the chooser and the gateway report's columns follow it.
   */
  environments: z.array(EnvironmentSummary),
  organization: Organization,
  /** The carrier environment: messaging, PBX, user and directory are hidden (spec 000 §2.5). */
  callingCardsOnly: z.boolean(),
  /**
   * The current environment's octet of the ship network (10.<octet>.x.x; spec 001 §9 roster): the
   * Gateway screen opens 10.<octet>.80.<gateway>. Null when the roster does not give one.
   */
  octet: z.number().int().min(0).max(255).nullable(),
  /**
   * The current environment uses paired extensions (spec 000 §6, DESIGN §4): a physical handset 9999<n>
   * and an app account 9998<n> for one person. The Update Extension dialog then edits both accounts.
   */
  pairedExtensions: z.boolean(),
  /**
   * The console language this person chose (a user's, or an extension's App Access entry's), so it follows
   * them to another browser; null until they choose one, and the browser's own is used.
   */
  language: z.enum(LANGUAGES).nullable(),
});
export type Session = z.infer<typeof Session>;

/** PUT /v1/session/language: the signed-in person's own console language, kept for their next sign-in. */
export const SetLanguage = z.object({ language: z.enum(LANGUAGES) });
export type SetLanguage = z.infer<typeof SetLanguage>;

/** PUT /v1/session/environment: switch to another granted environment. */
export const SwitchEnvironment = z.object({ code: z.string().min(1).max(8) });
