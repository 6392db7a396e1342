/**
 * The API's sentences in the console's other languages (issue 15 item 1: the API reads Accept-Language).
 * The code writes English; the error handler passes each `{error}` sentence through `translate`, which
 * looks it up in the language's catalogue (fr.ts, de.ts, el.ts, es.ts) by its English template. A template
 * names the parts that vary, `{code}`; a part that is itself a catalogue entry (a role's or permission's
 * label, a predicate such as "must be 4 to 16 digits") is translated too. sentences.test.ts keeps the
 * catalogue whole: a sentence the server's code can send that no template matches fails it, and so does a
 * template no code writes.
 */
import { isLanguage, type Language } from '@portside/contract/locale';
import { de } from './de.ts';
import { el } from './el.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';

/**
 * The English templates the catalogues translate, tried in this order (a sentence takes the first that
 * matches). A part named in TRANSLATED_PARTS must itself be a catalogue entry or match one (a role, a
 * predicate such as "must be 4 to 16 digits"); the other parts are names, numbers and codes, kept as
 * they are. sentences.test.ts scans the server's sources: every sentence the code can send matches one of
 * these, and every one of these is written somewhere in the code.
 */
export const SENTENCES = [
  // Sign-in and sessions
  'Not signed in.',
  'Invalid username or password.',
  'This account is disabled. Please contact your administrator.',
  'Too many attempts. Please wait a few minutes and try again.',
  'Too many failed sign-ins from this browser. {wait}.',
  'Too many failed sign-ins from your network address. {wait}.',
  'Too many failed sign-ins to this account from browsers it has not signed in from. {wait}, or sign in from a browser you have used before.',
  'Too many codes were requested for this extension. {wait}.',
  'Too many codes were requested from your network address. {wait}.',
  'Too many codes were tried from your network address. {wait}.',
  'Please try again in 1 minute',
  'Please try again in {n} minutes',
  'Login using Pin is not allowed for this extension. Please use password instead',
  'Unable to find extension.',
  'Invalid code, Please try again.',
  'The code has expired. Please request a new one.',
  'This code was entered wrongly too many times. Please request a new code.',
  'This chat is not known here. Please start a new one.',
  // API tokens
  "This call needs an API token: send it as 'Authorization: Bearer <token>' or as apiToken. An administrator creates one under API Tokens.",
  "The Authorization header must be 'Bearer <token>' with an API token.",
  'This API token is not valid. Check that it was copied whole, or create a new one.',
  'This API token has been revoked. Ask an administrator for a new one.',
  'This API token acts only on {environment} ({domain}), not on {other}.',
  "An active API token named '{name}' already exists in this environment.",
  'API token {id} does not exist in domain {domain}.',
  "The API token '{name}' is already revoked.",
  'The webhook signature or secret token is not valid.',
  // Access
  'You are not allowed to do this.',
  'An extension sign-in can only use its own self-service pages.',
  'This route declares no permission, so nobody may use it.',
  'Your role ({role}) may not {action}.',
  'You do not have access to environment {code}.',
  'You do not have access to domain {domain}.',
  'Unknown domain {domain}.',
  'Unknown environment.',
  'The {module} module is not enabled for your organisation.',
  'The {module} module is not available in the {environment} environment.',
  'This deployment is not pinned to an environment.',
  'Self-service is for an extension signed in with its code.',
  'Not found.',
  'Unable to process request.',
  "The system is unable to find the requested action '{path}'.",
  'This server has no pre-rendered pages to list.',
  'This file is no longer on the server: a newer version is installed. Reload the page.',
  // Users
  'You may not manage users of domain {domain}.',
  'Your role ({role}) may not manage {user}, whose role ({userRole}) ranks above it.',
  '{user} is granted {codes}, which you are not, so you may not manage them.',
  'Your role ({role}) may not give the role {userRole}, which ranks above it.',
  "Field 'grants' must not name the user's own environment ({code}).",
  "Field 'grants' names {code}, which is not an environment of {organisation}.",
  'You may not grant {environment} ({code}): you are not granted it yourself.',
  'User {username} already exists in domain {domain}.',
  'User {id} does not exist in domain {domain}.',
  'You cannot change your own role; another administrator can.',
  'You cannot disable your own user; another administrator can.',
  'You cannot delete your own user; another administrator can.',
  'The user already has extension {extension}.',
  'The user does not have extension {extension}.',
  // Extensions, self-service and App Access
  'Extension {extension} already exists in domain {domain}.',
  'Extension {extension} does not exist in domain {domain}.',
  'Extension {extension} does not exist for domain {domain}',
  'Extension {extension} does not exist in {domain}.',
  'Extension {extension} no longer exists in {domain}.',
  'Extension {extension} has no registration in domain {domain}.',
  'Extension {extension} has no voicemail box.',
  'Extension {extension} already has App Access in domain {domain}.',
  'App Access entry {id} does not exist.',
  "Field 'extension' names domain {domain}, but this App Access entry is for {other}.",
  'No calling card belongs to extension {extension}.',
  'Voicemail message {id} is not in your voicemail box.',
  // Number plan, ring groups, inbound routes
  '{number} is already {owner} in {domain}. Choose another number.',
  'extension {number}',
  'ring group {number}',
  'voicemail box {number}',
  'broadcast group {number}',
  'feature code {number}',
  'Destination {number} is {owner}, which a ring group cannot ring: give an extension, a ring group or an external number (+ and digits).',
  'Destination {number} is not an extension or ring group of {domain}: give one that exists, or an external number (+ and digits).',
  "Field '{field}': {number} is {owner}, which a call cannot be forwarded to: give an extension, a ring group, a voicemail box or an outside number.",
  "Field '{field}': there is no voicemail box {number} in {domain}.",
  "Field '{field}': {number} is not an extension, ring group or voicemail box of {domain}, nor an outside number (+ and digits, or at least 7 digits).",
  'Ring Group {group} would reach itself in a loop: {path}. Choose another destination.',
  'Ring Group {group} does not exist in domain {domain}.',
  'Ring Group {group} already exists in domain {domain}.',
  'A Ring Group cannot time out to itself.',
  'A Ring Group cannot forward to itself.',
  'A Ring Group cannot ring itself.',
  'Destination {number} already exists in Ring Group {group}.',
  'Destination {number} does not exist in Ring Group {group}.',
  'An inbound route for number {number} already exists in domain {domain}.',
  'Inbound route {id} does not exist in domain {domain}.',
  "Field 'action.value' must be {what} of domain {domain}; {value} is not.",
  'an extension',
  'a ring group',
  'a voicemail box',
  // Voicemail
  'Voicemail box {number} does not exist in domain {domain}.',
  'Voicemail box {number} already exists in domain {domain}.',
  'Voicemail box {number} is disabled: it takes no messages.',
  'Voicemail box {number} has no greeting of its own.',
  'Voicemail message {id} does not exist in this mailbox.',
  'Voicemail message {id} has no recording.',
  "Field 'number' must be the mailbox of the path ({number}).",
  "Field 'voicemail_mail_to' is required while 'e-mail the message' is on.",
  'The greeting file is empty: choose a WAV, Opus or MP3 recording.',
  'The greeting must be a WAV, Opus (.opus or .ogg) or MP3 recording; this file is none of them.',
  'The body must be the recording itself: a WAV, Opus (Ogg) or MP3 file.',
  "The range '{range}' is outside the file's {n} bytes.",
  // Phones (hardware) and provisioning
  'There is no pending configuration file for MAC {mac}.',
  'There is no provisioned configuration file for MAC {mac}.',
  'There is no configuration file for MAC {mac}.',
  "Field 'account1' is required: a phone needs at least one account.",
  "Field 'account2.extension' must differ from account 1's.",
  "Field '{field}' must be the domain {domain}.",
  "Field '{field}': {extension} is not an extension of domain {domain}.",
  'A configuration file for MAC {mac} already exists in domain {domain}: a MAC can be provisioned once in the organisation.',
  'The request body must change the configuration or the status.',
  'Only a pending configuration file can be deleted; this one has been taken by the phone.',
  'There is no provisioning file at this address.',
  'Too many requests for provisioning files that do not exist from this address. Try again in a few minutes.',
  // Calling cards
  'Cabin {pin} already exists in this environment. Please choose another.',
  'Admin PIN {pin} already exists in this environment. Please choose another.',
  'This PIN belongs to another environment.',
  'There is no PIN with id {id}.',
  "Field 'currency' must be the tariff's currency ({currency}); leave it out to take it.",
  "Field 'tariff' must be a tariff in the card's currency ({currency}); {tariff} is in {other}.",
  'There is no tariff {id}.',
  'Tariff {id} belongs to another environment.',
  'Tariff {tariff} has no special rate {id}.',
  'Tariff {tariff} already has a special rate for dial prefix {prefix}.',
  'There is no report schedule {id}.',
  'Report schedule {id} belongs to another environment.',
  "Field 'titles' must give one title per column ({n}), not {count}.",
  'Call {callid} was authorized for another PIN; a call id names one call.',
  // Messaging, broadcast, directory, channels, assistant
  '{account} is not an extension of {domain}: you may read only its own accounts.',
  '{account} is not an extension of {domain}: you may send only as its own accounts.',
  '{account} is not an extension of {domain}.',
  'Message {id} is not in this conversation.',
  'There is no message {id} from {sender} in {domain}.',
  'There is no message {id} in {domain}.',
  'Broadcast group {group} does not exist in {domain}.',
  'Broadcast group {group} already exists in {domain}.',
  'Broadcast group {group} has no members to send to.',
  'Broadcast group {group} still has 1 member: delete it first (DELETE /broadcast_member with group_number).',
  'Broadcast group {group} still has {n} members: delete them first (DELETE /broadcast_member with group_number).',
  'No free broadcast group number was found: try again.',
  '{numbers} is not an extension of {domain}: only extensions can be members of a broadcast group.',
  '{numbers} are not extensions of {domain}: only extensions can be members of a broadcast group.',
  '{extension} is already a member of broadcast group {group}.',
  '{extension} is not a member of broadcast group {group}.',
  '{number} already has a directory entry in {domain}.',
  '{number} has no directory entry in {domain}.',
  'Contact {id} does not exist in domain {domain}.',
  'The contact already has number {number} for {label}.',
  'Phone {id} does not exist for this contact.',
  'There is no channel {channel}.',
  'No {channel} provider is configured for {domain}.',
  'The assistant has no FAQ entry {id} in {domain}.',
  // What deleting a number does to what refers to it (pbx/number-plan: numberReferences)
  'Inbound route {route} sends its calls here: it will be deleted.',
  'Ring Group {group} rings it: that destination will be removed.',
  'Ring Group {group} has it as its timeout action: the timeout action will be cleared.',
  'Ring Group {group} has it as its forward: the forward will be cleared.',
  'Extension {extension} forwards to it ({forward}): that forward will be cleared and turned off.',
  'forward all',
  'forward on busy',
  'forward on no answer',
  'forward when not registered',
  'Broadcast group {group} has it as a member: it will leave the group.',
  'User {user} has it among their extensions: it will be taken off.',
  'App access {extension} ({email}) signs in with it: it will be deleted.',
  'Phone {phone} is configured with it ({account}): change or delete that file on Hardware.',
  'Voicemail box {box} and its 1 message are kept: delete the box on Voicemails if it is no longer needed.',
  'Voicemail box {box} and its {n} messages are kept: delete the box on Voicemails if it is no longer needed.',
  // Requests and validation (platform/validation-message.ts, the contract's schemas, platform/nul-guard.ts)
  'The request body is empty; send a JSON object.',
  'The request body is not valid JSON.',
  'The request body must be JSON (Content-Type: application/json).',
  'The request body is too large.',
  'The request body length does not match its Content-Length.',
  'The request is not valid.',
  "Field '{field}' {predicate}.",
  '{place} {predicate}.',
  'The request body',
  'The query string',
  'The path',
  'The request headers',
  'The request',
  // Predicates: the end of "Field 'name' …."
  'is required',
  'is not valid',
  'must not be empty',
  'must be {kind}',
  'must be {value}',
  'must be {values} or {value}',
  'must be at least {n} characters long',
  'must be at most {n} characters long',
  'must have at least {n} items',
  'must have at most {n} items',
  'must be at least {n}',
  'must be at most {n}',
  'has unknown fields: {keys}',
  'must not contain a NUL character',
  'must not be the same as the username',
  'is too easy to guess: it is a common password or a simple variation of one',
  'must be another number than the extension itself',
  'must be an extension number',
  'must be a tariff of this environment',
  'is required for an admin PIN',
  'must be null for a cabin',
  'must be digits only',
  'must be at least {n} digits for an admin PIN',
  'must be at least {n} digits for a cabin',
  'must be {n} digits',
  'must be {n} or more',
  'must not be the extension number',
  'must be 4 to 16 digits',
  'must not be one digit repeated, such as 1111',
  'must not be a run of digits up or down, such as 1234 or 4321',
  'must not be the mailbox number',
  'must have at least {n} characters',
  'must have at most {n} characters',
  'must be a date (YYYY-MM-DD) or an ISO 8601 date-time',
  'is not a real date',
  'must be lower-case letters and underscores',
  'must be extension@domain',
  'must be a group number',
  'is too large',
  'must be a colour name or #hex',
  'must be a date as YYYY-MM-DD',
  'must be a real date as YYYY-MM-DD',
  'must be letters, digits or dashes',
  'must be a dial prefix of 1 to 15 digits (a leading + is left off)',
  'must be 1 or 0',
  'must be a tariff id',
  'must be a rate id',
  'must be an e-mail address',
  'must be a valid e-mail address',
  'must hold at least one e-mail address',
  "has '{value}', which is not an e-mail address",
  'must be daily, weekly or monthly',
  'must be admin, cabin or both',
  'must be an hour from 0 to 23',
  'must be a weekday from 0 (Sunday) to 6 (Saturday)',
  'must be a day from 1 to {n}',
  'must be a day from 1 to {n} (every month has it)',
  'is required for a weekly schedule',
  'is required for a monthly schedule',
  'must be a schedule id',
  'must be an IANA time zone such as Europe/Athens',
  'must be an IANA time zone such as Europe/London',
  'must be a whole number of seconds',
  'must be an http:// or https:// URL',
  'may hold only letters, digits, _ and - (at most 256)',
  'must be a domain name',
  'must be a contact id',
  'must be a phone id',
  'must be a phone number of digits',
  'must differ from source_language',
  "must be a date as 'YYYY-MM-DD HH:mm:ss GMT'",
  'may hold only letters, digits and . _ : @ -',
  "must be a number, or numbers joined by ':'",
  "must be an account, or an account and a peer joined by ','",
  'must be an extension number or 9998<number>@<domain>',
  'must be a date (YYYY-MM-DD) or an instant (ISO 8601 with its offset)',
  'must be a cause name such as NORMAL_CLEARING',
  "must not be before 'from'",
  'must be a MAC address of 12 hexadecimal digits',
  'must be a host name or IP address',
  'must name extension, ringgroup, voicemail or other',
  'must be extension, ringgroup, voicemail or other',
  'must be XML',
  'must be a route id',
  "has an unknown column '{column}'",
  'must be a number of digits',
  'must be a phone or extension number',
  'must be a mailbox number of digits',
  'must be a message id',
  'must be a number to forward to: digits, with an optional leading +',
  'is required when the forward is on',
  'must be 2 to 8 capital letters or digits',
  'must be a token id',
  'must not contain spaces',
  'must be a user id',
  "must be words (letters, digits, spaces, '-' or ''')",
  'needs at least one keyword',
  'takes at most {n} keywords',
  'must be an entry id',
  // Parts: what "must be {kind}" names, roles, permissions and modules
  'a string',
  'a number',
  'a whole number',
  'a boolean',
  'an object',
  'an array',
  'an extension number',
  'a ring group number',
  'a voicemail box number',
  'digits',
  'a JSON array of column titles',
  'a JSON object of column, value and word',
  'Organisation administrator',
  'Ship administrator',
  'Operator',
  'Billing clerk',
  'Auditor',
  'Extension',
  'view the dashboard',
  'view the PBX',
  'change the PBX',
  'read phone secrets',
  'view calling cards',
  'change calling cards',
  'read messages',
  'send messages',
  'view the directory',
  'change the directory',
  'view users',
  'manage users',
  'view the audit log',
  'manage API tokens',
  "change the ship's settings",
  'use self-service',
  'PBX',
  'Calling Cards',
  'Omnichannel',
  'User',
] as const;

export type Sentence = (typeof SENTENCES)[number];
/** A language's sentences: every English template, with the same {parts}. */
export type SentenceCatalogue = Record<Sentence, string>;

const PART = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Parts whose value is itself translated: a catalogue entry, or a sentence matching a template. */
const TRANSLATED_PARTS = new Set([
  'role',
  'userRole',
  'action',
  'module',
  'kind',
  'what',
  'owner',
  'wait',
  'place',
  'predicate',
  'forward',
]);
/** One value a schema allows, as validation-message.ts writes it: "ASC", 2, true. */
const VALUE = '(?:"[^"]*"|-?\\d+(?:\\.\\d+)?|true|false|null)';
/** What a part may be, where that tells two templates apart ("must be at least {n}" and "… {n} characters long"). */
const PART_SHAPES: Record<string, string> = {
  place: 'The request body|The query string|The path|The request headers|The request',
  n: '-?\\d+(?:\\.\\d+)?',
  value: VALUE,
  values: `${VALUE}(?:, ${VALUE})*`,
};

/** A template as a pattern capturing its parts by name; `skeletons` also lets a part be `{}` (the test's scan). */
function patternOf(template: Sentence, skeletons: boolean) {
  const names = [...template.matchAll(PART)].map((m) => m[1] ?? '');
  const source = escapeRegExp(template).replace(/\\\{(\w+)\\\}/g, (_, name: string) => {
    const shape = PART_SHAPES[name] ?? '.+?';
    return skeletons ? `(${shape}|\\{\\})` : `(${shape})`;
  });
  return { template, names, pattern: new RegExp(`^${source}$`) };
}
const templates = SENTENCES.filter((s) => s.includes('{'));
const PATTERNS = templates.map((t) => patternOf(t, false));
const SKELETON_PATTERNS = templates.map((t) => patternOf(t, true));
const EXACT = new Set<string>(SENTENCES);

type Match = { template: Sentence; values: Map<string, string> };

/** The first template `text` matches whose translated parts are all translatable; `{}` is any part when `skeletons`. */
function matchOf(text: string, skeletons: boolean, depth = 0): Match | null {
  if (EXACT.has(text)) return { template: text as Sentence, values: new Map() };
  if (depth > 3) return null;
  for (const { template, names, pattern } of skeletons ? SKELETON_PATTERNS : PATTERNS) {
    const found = pattern.exec(text);
    if (!found) continue;
    const values = new Map(names.map((name, i) => [name, found[i + 1] ?? '']));
    const known = names.every((name) => {
      const value = values.get(name) ?? '';
      if (!TRANSLATED_PARTS.has(name) || (skeletons && value === '{}')) return true;
      return matchOf(value, skeletons, depth + 1) !== null;
    });
    if (known) return { template, values };
  }
  return null;
}

/** Whether a sentence, or a skeleton of one with `{}` for each part the code fills in, has a template. */
export function hasTemplate(text: string): boolean {
  return matchOf(text, true) !== null;
}
const catalogues: Partial<Record<Language, SentenceCatalogue>> = { fr, de, el, es };

/** The language of an Accept-Language header the API speaks (highest q first), else English. */
export function acceptedLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { primary: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? 'en';
}

/** `sentence` in `language`, or as it is when the language's catalogue does not have it. */
export function translate(sentence: string, language: Language): string {
  const catalogue = catalogues[language];
  if (!catalogue) return sentence;
  const fill = (text: string): string => {
    const found = matchOf(text, false);
    if (!found) return text;
    return catalogue[found.template].replace(PART, (whole, name: string) => {
      const value = found.values.get(name);
      if (value === undefined) return whole;
      return TRANSLATED_PARTS.has(name) || EXACT.has(value) ? fill(value) : value;
    });
  };
  return fill(sentence);
}
