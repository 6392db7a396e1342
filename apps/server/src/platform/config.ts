/**
 * The only place that reads process.env (STYLE §12). Every variable is validated at start and a bad
 * value stops the server with one clear line per problem.
 */
import { z } from 'zod';
import { parseSecretKey } from './secrets.ts';

/** The demo users' password when DEMO_ADMIN_PASSWORD is not set (README: a demo password). */
export const DEFAULT_DEMO_PASSWORD = 'portside-demo';

const isSecretKey = (text: string) => {
  try {
    parseSecretKey(text);
    return true;
  } catch {
    return false;
  }
};

/** An outside address of the public site: http(s) only, so a typo cannot become a javascript: link. */
const siteLink = z
  .string()
  .regex(/^https?:\/\/[^\s"'<>]+$/, 'must be an http:// or https:// URL')
  .optional();

const Fields = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Embedded database folder (PGlite). Ignored when DATABASE_URL is set. */
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  BROKER_URL: z
    .string()
    .regex(/^amqps?:\/\//, 'must start with amqp:// or amqps://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Portside <no-reply@portside.localhost>'),
  /** Where the public site's inquiries (form and chat widget) are mailed. */
  INQUIRY_TO: z.email('must be an e-mail address').default('sales@portside.example'),
  /** Pins this deployment to one environment of the roster: /environment.json serves it. */
  PORTSIDE_ENVIRONMENT: z
    .string()
    .regex(/^[A-Z0-9]{2,8}$/, 'must be an environment code such as CPL')
    .optional(),
  /**
   * The public site's chat-support widget opens conversations in this environment's inbox (issue 12 item
   * 6), with SUPPORT_ACCOUNT, an extension of it, as the support desk. Defaults: the demo's first desk.
   */
  SUPPORT_ENVIRONMENT: z
    .string()
    .regex(/^[A-Za-z0-9]{2,16}$/, 'must be an environment code such as CPL')
    .default('CPL'),
  SUPPORT_ACCOUNT: z
    .string()
    .regex(/^[0-9]{2,20}$/, 'must be an extension number such as 99982100')
    .default('99982100'),
  /**
   * The public site's outside links (issue 15 item 4), served by GET /v1/site/links. Each one unset is
   * not shown at all, rather than pointing at a placeholder address.
   */
  SITE_BLOG_URL: siteLink,
  SITE_VVN_URL: siteLink,
  SITE_DOCS_URL: siteLink,
  SITE_STATUS_URL: siteLink,
  SITE_LINKEDIN_URL: siteLink,
  SITE_YOUTUBE_URL: siteLink,
  SITE_X_URL: siteLink,
  SITE_FACEBOOK_URL: siteLink,
  /**
   * The public site's own address (e.g. https://www.portside.example), for og:url and the canonical link
   * of its pre-rendered pages; unset, the address the request came to (platform/prerendered.ts).
   */
  SITE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/"'<>]+\/?$/, 'must be an origin such as https://www.portside.example (no path)')
    .transform((origin) => origin.replace(/\/$/, ''))
    .optional(),
  /** The fleet roster; default is the demo fleet shipped with the server. */
  ENVIRONMENTS_FILE: z.string().min(1).optional(),
  /**
   * Unset: the seed uses DEFAULT_DEMO_PASSWORD. Set: the seed uses it, and each start gives it to demo
   * users still on the default (seed/demo-password.ts), so it is told apart from the default here.
   */
  DEMO_ADMIN_PASSWORD: z
    .string()
    .min(10, 'must be at least 10 characters (the user password rule)')
    .optional(),
  /** 32 bytes, hex or base64, for encrypting SIP passwords at rest. Generated into DATA_DIR when absent. */
  SECRET_KEY: z
    .string()
    .refine(isSecretKey, 'must be 32 bytes written as 64 hex digits or base64')
    .optional(),
  /** Unset: the session cookie is Secure when the request came over HTTPS (session.ts); true or false forces it. */
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  /** Where the built console lives; served with a SPA fallback when present. */
  WEB_DIST: z.string().optional(),
  /** true behind a load balancer that sets X-Forwarded-For, so rate limits see the client's address. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /**
   * Failed password sign-ins from browsers without a device cookie allowed per client address in 15
   * minutes: a ship's crew of 2,000 shares one satellite NAT address, so it is high; accounts and device
   * cookies have budgets of their own (modules/auth/limits.ts). Code requests get twice as many, counted
   * all; code checks three times as many.
   */
  SIGNIN_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100000).default(300),
  /**
   * The language service's model (modules/language): an OpenAI-compatible chat-completions API, its base
   * URL (e.g. http://llm.ship.internal:8000/v1; /chat/completions is added) or that endpoint itself.
   * Unset: polish and translate answer 503; the language score is computed locally and works without it.
   */
  LANGUAGE_API_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL')
    .optional(),
  /** Sent as `Authorization: Bearer <key>`; a model on board may need none. */
  LANGUAGE_API_KEY: z.string().min(1).optional(),
  /** The `model` of every request: e.g. gpt-4o-mini, or the name the on-board server gives its model. */
  LANGUAGE_MODEL: z.string().min(1).max(200).optional(),
  /** How long one polish or translation may take before it is a 502. */
  LANGUAGE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  /** How often the outside channels' delivery worker looks for due messages (modules/channels). */
  CHANNEL_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** The first retry's wait after a provider failed; each next one waits four times longer. */
  CHANNEL_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** How long one send to a channel's provider may take before it counts as failed. */
  CHANNEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * Where Registrations come from: 'kamailio' reads Kamailio's usrloc `location` table in this PostgreSQL
   * (deploy/kamailio, docs/PBX.md); 'demo' shows the seeded sip_registrations table. Default: kamailio
   * with DATABASE_URL, demo on the embedded database (Kamailio cannot reach PGlite).
   */
  REGISTRAR: z.enum(['kamailio', 'demo']).optional(),
  /** Kamailio's JSON-RPC over HTTP (e.g. http://127.0.0.1:5071/RPC): unregister, and ping round trips. */
  KAMAILIO_RPC_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL')
    .optional(),
  /**
   * Browser tests only: true gives the scheduler a clock that POST /test/clock sets (and then runs what is
   * due), so a test sees a report schedule fire without waiting for its hour. Refused in production.
   */
  TEST_CLOCK: z.enum(['true', 'false']).default('false'),
});

const Config = Fields.superRefine((c, ctx) => {
  if (c.TEST_CLOCK === 'true' && c.NODE_ENV === 'production') {
    ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK'], message: 'must not be true in production' });
  }
  if (c.REGISTRAR === 'kamailio' && !c.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['REGISTRAR'],
      message: 'kamailio needs DATABASE_URL (Kamailio keeps its registrations in PostgreSQL)',
    });
  }
  if (c.LANGUAGE_API_URL && !c.LANGUAGE_MODEL) {
    ctx.addIssue({
      code: 'custom',
      path: ['LANGUAGE_MODEL'],
      message: 'is required when LANGUAGE_API_URL is set',
    });
  }
});
export type Config = z.infer<typeof Config>;

export class ConfigError extends Error {}

/** Parse the given variables (process.env by default); throws ConfigError listing every bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = Config.safeParse(given);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
