/**
 * Hardware provisioning (spec 001 §3, §5, §7, §9): one configuration file per desk phone (by MAC) of a
 * domain, with a shared time zone and up to two SIP accounts. A file is pending until the phone has taken
 * it, then archived. Paths carry no domain: the session's current environment is the domain. The SIP
 * password goes in, and leaves the server only inside the phone's XML config, never in a list.
 */
import { z } from 'zod';
import { listQuery, TotalKind } from './list.ts';
import {
  refineSipPassword,
  SIP_PASSWORD_MAX,
  SIP_PASSWORD_SENTENCES,
  sipPasswordProblem,
} from './sip-password.ts';

/** Spec 001 §9, in the console's order: the first (Auto) is the default. */
export const HARDWARE_TIME_ZONES = ['Auto', 'EST5EDT', 'PST8PDT', 'AKST9AKDT', 'TZN+0'] as const;
export const HardwareTimeZone = z.enum(HARDWARE_TIME_ZONES);
export type HardwareTimeZone = z.infer<typeof HardwareTimeZone>;

/** Ringtones 1 to 5; the default is the last. */
export const RINGTONES = [1, 2, 3, 4, 5] as const;
export const DEFAULT_RINGTONE = 5;
export const DEFAULT_SIP_PORT = 5060;

/** The tabs of the list (spec 001 §9) and the statuses a file can have. */
export const HARDWARE_TABS = ['all', 'pending', 'archived'] as const;
export const HARDWARE_STATUSES = ['pending', 'archived'] as const;
export const HardwareStatus = z.enum(HARDWARE_STATUSES);
export type HardwareStatus = z.infer<typeof HardwareStatus>;

/** Separators people type between a MAC's digit pairs (00:15:65:aa:bb:cc, 00-15-65…, 0015.65aa.bbcc). */
const MAC_SEPARATORS = /[\s:.-]/g;

/** The 12 lower-case hex digits of a MAC written any usual way; null when it is no MAC. */
export function normaliseMac(text: string): string | null {
  const digits = text.replace(MAC_SEPARATORS, '').toLowerCase();
  return /^[0-9a-f]{12}$/.test(digits) ? digits : null;
}

/** A MAC, normalised to 12 lower-case hex digits. */
export const MacAddress = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const mac = normaliseMac(text);
    if (mac === null) {
      ctx.addIssue({ code: 'custom', message: 'must be a MAC address of 12 hexadecimal digits' });
      return z.NEVER;
    }
    return mac;
  });

/** '00:15:65:aa:bb:cc' for a normalised MAC. */
export function formatMac(mac: string): string {
  return (mac.match(/.{2}/g) ?? [mac]).join(':');
}

/** A host name or IPv4/IPv6 address, without a port. */
export const ProxyHost = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.\-:[\]]+$/, 'must be a host name or IP address');

export const SipPort = z.coerce.number().int().min(1).max(65535);
export const Ringtone = z.coerce.number().int().min(1).max(5);

/**
 * The name a phone account shows when none is given (spec 001 §5): the extension minus its first 4
 * characters (99982101 → 2101, the app prefix off); when that leaves nothing, as for a 4-digit extension
 * (2101), the extension itself, never an empty name.
 */
export function defaultAccountName(extension: string): string {
  const text = extension.trim();
  return text.slice(4) || text;
}

/** An account's own SIP password: empty means none (the extension's), else the SIP password rule. */
const AccountPassword = z
  .string()
  .max(SIP_PASSWORD_MAX)
  .superRefine((password, ctx) => {
    const problem = password === '' ? null : sipPasswordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: SIP_PASSWORD_SENTENCES[problem] });
  });

/** One SIP account of a phone as a create or update sends it. */
export const HardwareAccountInput = z
  .object({
    /** An extension of the domain (not a ring group, voicemail box or other destination). */
    extension: z
      .string()
      .trim()
      .regex(/^[0-9]{1,15}$/, 'must be an extension number'),
    /**
     * The SIP password; empty or absent: the extension's own SIP password (on update: the one kept).
     * Given, at least 10 characters and never the account's extension number (sip-password.ts).
     */
    password: AccountPassword.optional(),
    /** The SIP domain; absent means the file's domain, and no other is accepted. */
    domain: z.string().trim().optional(),
    /** The outbound proxy host. */
    outboundProxy: ProxyHost,
    outboundProxyPort: SipPort.default(DEFAULT_SIP_PORT),
    /** The name the phone shows; empty: the extension minus its first 4 characters. */
    name: z.string().trim().max(100).optional(),
    ringtone: Ringtone.default(DEFAULT_RINGTONE),
  })
  .superRefine((account, ctx) => refineSipPassword(ctx, ['password'], account.password, account.extension));
export type HardwareAccountInput = z.input<typeof HardwareAccountInput>;
export type HardwareAccountValues = z.output<typeof HardwareAccountInput>;

/** POST /v3/pbx/hardware/provisioning/file/{mac} and PATCH …/{status}/mac/{mac}: the phone's config. */
export const HardwareConfigBody = z.object({
  timezone: HardwareTimeZone.default('Auto'),
  account1: HardwareAccountInput.nullable().optional(),
  account2: HardwareAccountInput.nullable().optional(),
});

export const CreateHardwareFile = HardwareConfigBody;
export type CreateHardwareFile = z.output<typeof CreateHardwareFile>;
export type CreateHardwareFileInput = z.input<typeof CreateHardwareFile>;

/**
 * PATCH …/{status}/mac/{mac}: the whole config again (time zone, account1, account2; at least one), and
 * optionally the status. A changed config makes the file pending again unless a status is given; a body
 * of only a status moves the file between pending and archived.
 */
export const UpdateHardwareFile = z.object({
  timezone: HardwareTimeZone.optional(),
  account1: HardwareAccountInput.nullable().optional(),
  account2: HardwareAccountInput.nullable().optional(),
  status: HardwareStatus.optional(),
});
export type UpdateHardwareFile = z.output<typeof UpdateHardwareFile>;
export type UpdateHardwareFileInput = z.input<typeof UpdateHardwareFile>;

/** An account as lists show it: everything but the password. */
export const HardwareAccount = z.object({
  extension: z.string(),
  domain: z.string(),
  outboundProxy: z.string(),
  outboundProxyPort: z.number().int(),
  name: z.string(),
  ringtone: z.number().int(),
  /** Whether the file holds a password of its own (else the extension's SIP password is used). */
  hasPassword: z.boolean(),
});
export type HardwareAccount = z.infer<typeof HardwareAccount>;

export const HardwareFile = z.object({
  /** 12 lower-case hex digits. */
  mac: z.string(),
  /** The first account's name (the second's when there is no first). */
  name: z.string(),
  /** The account extensions, '2101' or '2101, 2102'. */
  ext: z.string(),
  /** Where the phone (or the console) reads the XML config. */
  filepath: z.string(),
  status: HardwareStatus,
  /** ISO 8601 */
  creationdate: z.string(),
  timezone: HardwareTimeZone,
  account1: HardwareAccount.nullable(),
  account2: HardwareAccount.nullable(),
  /** ISO 8601: when a phone last fetched its file with its provisioning credential; null: never. */
  provisioned_at: z.string().nullable(),
  /** ISO 8601: when the provisioning credential was made (at creation, or its last rotation). */
  credential_created_at: z.string(),
});
export type HardwareFile = z.infer<typeof HardwareFile>;

/**
 * The provisioning credential of a phone (issue 14 item 4): a random token in the URL the phone fetches,
 * answered once (at creation to a role that may read phone secrets, and at each rotation) and stored only
 * as its SHA-256. The URL does not change with the file's status.
 */
export const PROVISIONING_TOKEN_PREFIX = 'prv_';
export const ProvisioningCredential = z.object({
  token: z.string(),
  /** Where a Yealink phone fetches its file: `/provision/<token>/<mac>.cfg` (give the phone the folder). */
  yealink_path: z.string(),
  /** Where a Grandstream phone fetches its file: `/provision/<token>/cfg<mac>.xml` (`<mac>.xml` works too). */
  grandstream_path: z.string(),
  /** The folder to set as the phone's provisioning server (Yealink server URL, Grandstream config path). */
  folder_path: z.string(),
});
export type ProvisioningCredential = z.infer<typeof ProvisioningCredential>;

/** A created file, with its credential when the creator may read phone secrets ('pbx.secrets'). */
export const CreatedHardwareFile = HardwareFile.extend({
  credential: ProvisioningCredential.nullable(),
});
export type CreatedHardwareFile = z.infer<typeof CreatedHardwareFile>;

export const PHONE_VENDORS = ['yealink', 'grandstream'] as const;
export const PhoneVendor = z.enum(PHONE_VENDORS);
export type PhoneVendor = z.infer<typeof PhoneVendor>;

/** GET …/file/mac/{mac}/phone-file: the console's view (or download) of a phone's file in a vendor's format. */
export const PhoneFileQuery = z.object({
  vendor: PhoneVendor.default('yealink'),
  /** true: answered as an attachment named as the phone would ask for it. */
  download: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** The paths of a credential (the console puts its own origin in front). */
export function provisioningPaths(token: string, mac: string) {
  const folder_path = `/provision/${token}/`;
  return {
    folder_path,
    yealink_path: `${folder_path}${mac}.cfg`,
    grandstream_path: `${folder_path}cfg${mac}.xml`,
  };
}

/** The columns a list row can export (the accounts are summed up by name and ext). */
export const HARDWARE_COLUMNS = [
  'mac',
  'name',
  'ext',
  'filepath',
  'status',
  'creationdate',
  'timezone',
] as const;
export type HardwareColumn = (typeof HARDWARE_COLUMNS)[number];

/** GET /v3/pbx/hardware/provisioning/file/{tab}: search over MAC, name and extensions. */
export const HardwareListQuery = listQuery({
  orderby: ['creationdate', 'mac'],
  columns: HARDWARE_COLUMNS,
  filters: {},
});
export type HardwareListQuery = z.infer<typeof HardwareListQuery>;

export const HardwareList = z.object({
  data: z.array(HardwareFile),
  total: z.number().int(),
  total_kind: TotalKind.optional(),
});
export type HardwareList = z.infer<typeof HardwareList>;

export const HardwareTabParams = z.object({ tab: z.enum(HARDWARE_TABS) });
export const HardwareMacParams = z.object({ mac: MacAddress });
export const HardwareFileParams = z.object({ status: HardwareStatus, mac: MacAddress });

/** The path a file's XML config is read at. */
export const hardwareFilePath = (status: HardwareStatus, mac: string) =>
  `/v3/pbx/hardware/provisioning/file/${status}/mac/${mac}`;
