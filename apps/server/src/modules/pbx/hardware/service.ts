/**
 * Hardware provisioning rules (spec 001 §3, §4, §5): one file per MAC and domain (409 for a second),
 * a time zone and one or two SIP accounts, each on an extension of the domain. Passwords are encrypted at
 * rest and leave only inside the phone's XML config; an account without its own password uses its
 * extension's SIP password.
 */
import {
  type CreatedHardwareFile,
  defaultAccountName,
  formatMac,
  type HardwareAccount,
  type HardwareAccountValues,
  type HardwareFile,
  type HardwareList,
  type HardwareListQuery,
  type HardwareStatus,
  hardwareFilePath,
  provisioningPaths,
  type UpdateHardwareFile,
} from '@portside/contract/pbx/hardware';
import type { Tx } from '../../../platform/db.ts';
import { BadRequest, Conflict, NotFound } from '../../../platform/errors.ts';
import { keysetBatches, pageWithTotal } from '../../../platform/list-query.ts';
import { decryptSecret, encryptSecret } from '../../../platform/secrets.ts';
import { newCredential } from '../provisioning/credential.ts';
import type { StoredHardwareAccount } from '../schema.ts';
import type { PhoneConfig, PhoneConfigAccount } from './phone-config.ts';
import {
  countFiles,
  cursorOf,
  deleteFile,
  findFile,
  findFileInOrganization,
  type HardwareRow,
  hardwareWhere,
  insertFile,
  organizationOf,
  selectBatch,
  selectExtensions,
  selectPage,
  updateFile,
} from './queries.ts';

type Slot = 'account1' | 'account2';
interface Accounts {
  account1: StoredHardwareAccount | null;
  account2: StoredHardwareAccount | null;
}

function presentAccount(a: StoredHardwareAccount | null): HardwareAccount | null {
  if (!a) return null;
  const { passwordEncrypted, ...rest } = a;
  return { ...rest, hasPassword: passwordEncrypted !== null };
}

export function presentFile(row: HardwareRow): HardwareFile {
  return {
    mac: row.mac,
    name: row.name,
    ext: row.ext,
    filepath: hardwareFilePath(row.status, row.mac),
    status: row.status,
    creationdate: row.creationdate.toISOString(),
    timezone: row.timezone as HardwareFile['timezone'],
    account1: presentAccount(row.account1),
    account2: presentAccount(row.account2),
    provisioned_at: row.provisionedAt?.toISOString() ?? null,
    credential_created_at: row.credentialCreatedAt.toISOString(),
  };
}

const notFound = (status: HardwareStatus, mac: string) =>
  new NotFound(
    status === 'pending'
      ? `There is no pending configuration file for MAC ${mac}.`
      : `There is no provisioned configuration file for MAC ${mac}.`,
  );

export async function listFiles(
  tx: Tx,
  domain: string,
  tab: string,
  q: HardwareListQuery,
): Promise<HardwareList> {
  const where = hardwareWhere(domain, tab, q.search);
  const { rows, total, totalKind } = await pageWithTotal(q, {
    rows: (limit, offset) => selectPage(tx, where, q, limit, offset),
    count: () => countFiles(tx, where),
  });
  return { data: rows.map(presentFile), total, total_kind: totalKind };
}

export async function* exportFiles(
  tx: Tx,
  domain: string,
  tab: string,
  q: HardwareListQuery,
): AsyncGenerator<HardwareFile[]> {
  const where = hardwareWhere(domain, tab, q.search);
  const batches = keysetBatches(
    (after: ReturnType<typeof cursorOf> | undefined, limit) => selectBatch(tx, where, q, after, limit),
    (row) => cursorOf(q, row),
  );
  for await (const batch of batches) yield batch.map(presentFile);
}

/**
 * The accounts to store: each on an extension of the domain (400 naming the field otherwise), its name
 * defaulted, its password encrypted; an update without a password keeps the one the same slot held for
 * the same extension.
 */
async function storedAccounts(
  tx: Tx,
  secretKey: Buffer,
  domain: string,
  input: { account1?: HardwareAccountValues | null; account2?: HardwareAccountValues | null },
  before: Accounts | null,
): Promise<Accounts> {
  const a1 = input.account1 ?? null;
  const a2 = input.account2 ?? null;
  if (!a1 && !a2) {
    throw new BadRequest('account1', "Field 'account1' is required: a phone needs at least one account.");
  }
  if (a1 && a2 && a1.extension === a2.extension) {
    throw new BadRequest('account2.extension', "Field 'account2.extension' must differ from account 1's.");
  }
  const known = new Set(
    (
      await selectExtensions(
        tx,
        domain,
        [a1, a2].flatMap((a) => (a ? [a.extension] : [])),
      )
    ).map((e) => e.extension),
  );
  const store = (slot: Slot, a: HardwareAccountValues | null): StoredHardwareAccount | null => {
    if (!a) return null;
    if (a.domain !== undefined && a.domain !== '' && a.domain !== domain) {
      throw new BadRequest(`${slot}.domain`, `Field '${slot}.domain' must be the domain ${domain}.`);
    }
    if (!known.has(a.extension)) {
      throw new BadRequest(
        `${slot}.extension`,
        `Field '${slot}.extension': ${a.extension} is not an extension of domain ${domain}.`,
      );
    }
    const previous = before?.[slot];
    const password = a.password ?? '';
    const passwordEncrypted =
      password !== ''
        ? encryptSecret(password, secretKey)
        : previous && previous.extension === a.extension
          ? previous.passwordEncrypted
          : null;
    const name = a.name || defaultAccountName(a.extension);
    return {
      extension: a.extension,
      domain,
      outboundProxy: a.outboundProxy,
      outboundProxyPort: a.outboundProxyPort,
      name,
      ringtone: a.ringtone,
      passwordEncrypted,
    };
  };
  return { account1: store('account1', a1), account2: store('account2', a2) };
}

/** The list's name and ext columns of a file's accounts. */
function summary({ account1, account2 }: Accounts) {
  const accounts = [account1, account2].filter((a): a is StoredHardwareAccount => a !== null);
  return { name: accounts[0]?.name ?? '', ext: accounts.map((a) => a.extension).join(', ') };
}

export async function createFile(
  tx: Tx,
  secretKey: Buffer,
  domain: string,
  mac: string,
  input: {
    timezone: string;
    account1?: HardwareAccountValues | null;
    account2?: HardwareAccountValues | null;
  },
  revealCredential: boolean,
): Promise<CreatedHardwareFile> {
  const accounts = await storedAccounts(tx, secretKey, domain, input, null);
  const organizationCode = await organizationOf(tx, domain);
  const clash = await findFileInOrganization(tx, organizationCode, mac);
  if (clash) throw macTaken(mac, clash.domain);
  const credential = newCredential();
  const created = await insertFile(tx, {
    domain,
    organizationCode,
    mac,
    status: 'pending',
    timezone: input.timezone,
    ...accounts,
    ...summary(accounts),
    provisionTokenHash: credential.hash,
  });
  if (created === undefined) {
    // Another request took the MAC between the look and the insert: the unique index decided.
    const winner = await findFileInOrganization(tx, organizationCode, mac);
    throw macTaken(mac, winner?.domain ?? domain);
  }
  const file = await getFile(tx, domain, mac);
  return {
    ...file,
    credential: revealCredential
      ? { token: credential.token, ...provisioningPaths(credential.token, mac) }
      : null,
  };
}

/** A MAC is one phone: once per organisation, whichever ship has it (409 naming that ship's domain). */
function macTaken(mac: string, domain: string) {
  return new Conflict(
    `A configuration file for MAC ${formatMac(mac)} already exists in domain ${domain}: a MAC can be provisioned once in the organisation.`,
  );
}

async function getFile(tx: Tx, domain: string, mac: string): Promise<HardwareFile> {
  const row = await findFile(tx, domain, mac);
  if (!row) throw new NotFound(`There is no configuration file for MAC ${mac}.`);
  return presentFile(row);
}

/** The file of the path: it must have the path's status. */
async function fileOfPath(tx: Tx, domain: string, status: HardwareStatus, mac: string) {
  const row = await findFile(tx, domain, mac);
  if (!row || row.status !== status) throw notFound(status, mac);
  return row;
}

export async function updateHardwareFile(
  tx: Tx,
  secretKey: Buffer,
  domain: string,
  status: HardwareStatus,
  mac: string,
  input: UpdateHardwareFile,
): Promise<HardwareFile> {
  const row = await fileOfPath(tx, domain, status, mac);
  const changesConfig =
    input.timezone !== undefined || input.account1 !== undefined || input.account2 !== undefined;
  if (!changesConfig && input.status === undefined) {
    throw new BadRequest('account1', 'The request body must change the configuration or the status.');
  }
  const values: Parameters<typeof updateFile>[4] = {};
  if (changesConfig) {
    const accounts = await storedAccounts(tx, secretKey, domain, input, row);
    Object.assign(values, accounts, summary(accounts));
    if (input.timezone !== undefined) values.timezone = input.timezone;
    // A changed configuration waits for the phone again, unless the caller says otherwise.
    values.status = input.status ?? 'pending';
  } else if (input.status !== undefined) {
    values.status = input.status;
  }
  if (!(await updateFile(tx, domain, mac, status, values))) throw notFound(status, mac);
  return getFile(tx, domain, mac);
}

export async function deleteHardwareFile(tx: Tx, domain: string, status: HardwareStatus, mac: string) {
  await fileOfPath(tx, domain, status, mac);
  if (status !== 'pending') {
    throw new Conflict(
      'Only a pending configuration file can be deleted; this one has been taken by the phone.',
    );
  }
  if (!(await deleteFile(tx, domain, mac, status))) throw notFound(status, mac);
}

/** The phone's config of the path's file with passwords in clear (the console's legacy XML view). */
export async function phoneConfig(
  tx: Tx,
  secretKey: Buffer,
  domain: string,
  status: HardwareStatus,
  mac: string,
): Promise<PhoneConfig> {
  return phoneConfigOfRow(tx, secretKey, await fileOfPath(tx, domain, status, mac));
}

/** A file's config with passwords in clear: the file's own, else its extension's SIP password. */
export async function phoneConfigOfRow(
  tx: Tx,
  secretKey: Buffer,
  row: Pick<HardwareRow, 'mac' | 'domain' | 'timezone' | 'account1' | 'account2'>,
): Promise<PhoneConfig> {
  const { domain } = row;
  const slots = [
    { index: 1 as const, stored: row.account1 },
    { index: 2 as const, stored: row.account2 },
  ].filter((s): s is { index: 1 | 2; stored: StoredHardwareAccount } => s.stored !== null);
  const sipPasswords = new Map(
    (
      await selectExtensions(
        tx,
        domain,
        slots.map((s) => s.stored.extension),
      )
    ).map((e) => [e.extension, e.passwordEncrypted]),
  );
  const reveal = (cipher: string | null | undefined) => {
    if (!cipher) return '';
    try {
      return decryptSecret(cipher, secretKey);
    } catch {
      return ''; // written under another key: the phone gets no password rather than a broken file
    }
  };
  const accounts = slots.map(({ index, stored }) => {
    const { passwordEncrypted, ...rest } = stored;
    const account: PhoneConfigAccount = {
      ...rest,
      password: reveal(passwordEncrypted ?? sipPasswords.get(stored.extension)),
    };
    return { index, account };
  });
  return { mac: row.mac, domain, timezone: row.timezone, accounts };
}
