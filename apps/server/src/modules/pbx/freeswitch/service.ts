/**
 * Portside as a FreeSWITCH configuration source (issue 14 item 5, DESIGN §5b): mod_xml_curl posts the
 * fields of a lookup (section, key_name, key_value, user, domain, purpose, Hunt-Context, …) and takes
 * back a document. The API token decides the domain: a lookup of another domain, a section or context
 * Portside does not own, or a user it does not have gets the "not found" document, on which FreeSWITCH
 * goes on to its next binding or its own files.
 */
import type { RouteAction } from '@portside/contract/pbx/inbound-routes';
import type { Tx } from '../../../platform/db.ts';
import { decryptSecret } from '../../../platform/secrets.ts';
import { dialplanXml } from '../inbound-routes/dialplan-xml.ts';
import {
  isOneExtensionElement,
  localExtension,
  type RingGroupPlan,
  ringGroupExtension,
  voicemailExtensions,
} from './dialplan.ts';
import { type DirectoryUser, dialplanDocument, directoryDocument, notFoundDocument } from './documents.ts';
import {
  selectDestinations,
  selectDirectoryUsers,
  selectEnabledRingGroups,
  selectEnabledRoutes,
  selectExtensionNumbers,
} from './queries.ts';

/** The fields of a mod_xml_curl request (form fields or query parameters), all text. */
export type CurlFields = Record<string, string | undefined>;

/** Sofia asks for these at start; Portside keeps no gateways or ACLs, so FreeSWITCH uses its own. */
const UNOWNED_PURPOSES = new Set(['gateways', 'network-list']);

function reveal(cipher: string | null, secretKey: Buffer): string {
  if (!cipher) return '';
  try {
    return decryptSecret(cipher, secretKey);
  } catch {
    return ''; // written under another key: no password rather than a broken document
  }
}

export async function directoryLookup(
  db: Tx,
  secretKey: Buffer,
  domain: string,
  fields: CurlFields,
): Promise<string> {
  if (fields.section !== undefined && fields.section !== 'directory') return notFoundDocument();
  if (fields.purpose !== undefined && UNOWNED_PURPOSES.has(fields.purpose)) return notFoundDocument();
  const asked = fields.domain ?? (fields.key_name === 'name' ? fields.key_value : undefined);
  if (asked === undefined || asked.toLowerCase() !== domain.toLowerCase()) return notFoundDocument();
  const user = fields.user?.trim() || undefined;
  const rows = await selectDirectoryUsers(db, domain, user);
  if (user !== undefined && rows.length === 0) return notFoundDocument();
  const users: DirectoryUser[] = rows.map((row) => ({
    extension: row.extension,
    password: reveal(row.passwordEncrypted, secretKey),
    voicemail:
      row.vmPasswordEncrypted === null
        ? null
        : { pin: reveal(row.vmPasswordEncrypted, secretKey), enabled: row.vmEnabled ?? false },
    effectiveCallerIdName: row.effectiveCallerIdName,
    effectiveCallerIdNumber: row.effectiveCallerIdNumber,
    outboundCallerIdName: row.outboundCallerIdName,
    outboundCallerIdNumber: row.outboundCallerIdNumber,
    emergencyCallerIdName: row.emergencyCallerIdName,
    emergencyCallerIdNumber: row.emergencyCallerIdNumber,
    tollAllow: row.tollAllow,
    accountcode: row.accountcode,
  }));
  return directoryDocument(domain, users);
}

/** Fisher–Yates with Math.random: a random ring group rings in a new order on every call. */
export function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export async function dialplanLookup(
  db: Tx,
  domain: string,
  fields: CurlFields,
  order: <T>(items: T[]) => T[] = shuffled,
): Promise<string> {
  if (fields.section !== undefined && fields.section !== 'dialplan') return notFoundDocument();
  const context = fields['Hunt-Context'] ?? fields['Caller-Context'] ?? '';
  if (context === 'public') return dialplanDocument('public', await routeExtensions(db, domain));
  if (context.toLowerCase() === domain.toLowerCase()) {
    return dialplanDocument(domain, await domainExtensions(db, domain, order));
  }
  return notFoundDocument();
}

async function routeExtensions(db: Tx, domain: string): Promise<string[]> {
  const routes = await selectEnabledRoutes(db, domain, 'public');
  return routes.map((route) => {
    if (route.xml !== null && isOneExtensionElement(route.xml)) return route.xml.trim();
    const action = route.actions[0] as RouteAction | undefined;
    if (!action) return `<!-- inbound route ${route.uuid} has no action -->`;
    return dialplanXml({ uuid: route.uuid, name: route.name, number: route.number, action, domain });
  });
}

async function domainExtensions(db: Tx, domain: string, order: <T>(items: T[]) => T[]): Promise<string[]> {
  const groups = await selectEnabledRingGroups(db, domain);
  const destinations = await selectDestinations(
    db,
    groups.map((g) => g.uuid),
  );
  const users = await selectExtensionNumbers(db, domain, [...new Set(destinations.map((d) => d.number))]);
  const plans: RingGroupPlan[] = groups.map((g) => ({
    ...g,
    destinations: destinations
      .filter((d) => d.groupUuid === g.uuid)
      .map(({ number, delay, timeout }) => ({ number, delay, timeout })),
  }));
  return [
    ...plans.map((plan) => ringGroupExtension(plan, domain, users, order)),
    ...voicemailExtensions(),
    ...localExtension(),
  ];
}
