// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${…} here is FreeSWITCH's channel-variable syntax, written as it is.
/**
 * The XML documents FreeSWITCH's mod_xml_curl takes (issue 14 item 5), as FreeSWITCH documents them:
 * `<document type="freeswitch/xml">` with a `directory` section (a domain, its params, and users with
 * their `password` and `vm-password` params and caller-id variables) or a `dialplan` section (a context of
 * `<extension>`s: conditions and actions). Unknown requests get the documented "not found" result, so
 * FreeSWITCH falls back to its own files. Pure functions of plain data: golden files pin them.
 */
import { escapeXml as x } from '../inbound-routes/dialplan-xml.ts';

export const FREESWITCH_CONTENT_TYPE = 'text/xml; charset=utf-8';

const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="no"?>';

export function notFoundDocument(): string {
  return [
    HEAD,
    '<document type="freeswitch/xml">',
    '  <section name="result">',
    '    <result status="not found"/>',
    '  </section>',
    '</document>',
    '',
  ].join('\n');
}

export interface DirectoryUser {
  extension: string;
  /** In clear: FreeSWITCH checks the digest with it. */
  password: string;
  /** The voicemail box of the same number: its PIN in clear and whether it is enabled; null: no box. */
  voicemail: { pin: string; enabled: boolean } | null;
  effectiveCallerIdName: string;
  effectiveCallerIdNumber: string;
  outboundCallerIdName: string;
  outboundCallerIdNumber: string;
  emergencyCallerIdName: string;
  emergencyCallerIdNumber: string;
  tollAllow: string;
  accountcode: string;
}

/** Finds a registered user's contacts the way FusionPBX's directory does. */
const DIAL_STRING =
  '{^^:sip_invite_domain=${dialed_domain}:presence_id=${dialed_user}@${dialed_domain}}${sofia_contact(*/${dialed_user}@${dialed_domain})}';

const param = (name: string, value: string) => `<param name="${x(name)}" value="${x(value)}"/>`;
const variable = (name: string, value: string) => `<variable name="${x(name)}" value="${x(value)}"/>`;

function userXml(domain: string, user: DirectoryUser, pad: string): string[] {
  const params = [param('password', user.password)];
  if (user.voicemail) {
    params.push(param('vm-password', user.voicemail.pin));
    params.push(param('vm-enabled', String(user.voicemail.enabled)));
  } else {
    params.push(param('vm-enabled', 'false'));
  }
  const variables: Array<[string, string]> = [
    ['domain_name', domain],
    ['user_context', domain],
    ['effective_caller_id_name', user.effectiveCallerIdName],
    ['effective_caller_id_number', user.effectiveCallerIdNumber || user.extension],
    ['outbound_caller_id_name', user.outboundCallerIdName],
    ['outbound_caller_id_number', user.outboundCallerIdNumber],
    ['emergency_caller_id_name', user.emergencyCallerIdName],
    ['emergency_caller_id_number', user.emergencyCallerIdNumber],
    ['toll_allow', user.tollAllow],
    ['accountcode', user.accountcode],
  ];
  return [
    `${pad}<user id="${x(user.extension)}">`,
    `${pad}  <params>`,
    ...params.map((p) => `${pad}    ${p}`),
    `${pad}  </params>`,
    `${pad}  <variables>`,
    ...variables.filter(([, v]) => v !== '').map(([n, v]) => `${pad}    ${variable(n, v)}`),
    `${pad}  </variables>`,
    `${pad}</user>`,
  ];
}

/** The directory of one domain with the given users (one for a sip_auth lookup, all for a listing). */
export function directoryDocument(domain: string, users: DirectoryUser[]): string {
  return [
    HEAD,
    '<document type="freeswitch/xml">',
    '  <section name="directory">',
    `    <domain name="${x(domain)}">`,
    '      <params>',
    `        ${param('dial-string', DIAL_STRING)}`,
    '      </params>',
    '      <variables>',
    `        ${variable('domain_name', domain)}`,
    `        ${variable('user_context', domain)}`,
    '      </variables>',
    '      <groups>',
    '        <group name="default">',
    '          <users>',
    ...users.flatMap((u) => userXml(domain, u, '            ')),
    '          </users>',
    '        </group>',
    '      </groups>',
    '    </domain>',
    '  </section>',
    '</document>',
    '',
  ].join('\n');
}

/** One dialplan `<extension>` per entry, already indented by two; the document wraps them in a context. */
export function dialplanDocument(context: string, extensions: string[]): string {
  const indent = (block: string) =>
    block
      .split('\n')
      .map((line) => `      ${line}`)
      .join('\n');
  return [
    HEAD,
    '<document type="freeswitch/xml">',
    '  <section name="dialplan" description="Portside">',
    `    <context name="${x(context)}">`,
    ...extensions.map(indent),
    '    </context>',
    '  </section>',
    '</document>',
    '',
  ].join('\n');
}
