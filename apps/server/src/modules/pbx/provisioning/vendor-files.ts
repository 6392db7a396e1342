/**
 * A phone's configuration in the formats its maker's auto-provisioning reads (issue 14 item 4):
 * - Yealink: a `<mac>.cfg` of `key = value` lines after the `#!version:1.0.0.1` header, with the keys of
 *   Yealink's auto-provisioning guide (account.N.enable, label, display_name, auth_name, user_name,
 *   password, sip_server.1.address/port, outbound_proxy_enable, outbound_proxy.1.address/port,
 *   ringtone.ring_type; local_time.time_zone and time_zone_name).
 * - Grandstream: `cfg<mac>.xml` in the P-value XML `<gs_provision version="1"><mac>…</mac><config
 *   version="1">` with the documented P-values of account 1 (P271 active, P270 account name, P47 SIP
 *   server, P48 outbound proxy, P35 user id, P36 auth id, P34 password, P3 display name, P104 ring tone)
 *   and account 2 (P401, P417, P402, P403, P404, P405, P406, P407, P423); P64 the time zone.
 * Pure functions of the config: the golden tests read these back with a real parser.
 */
import type { PhoneVendor } from '@portside/contract/pbx/hardware';
import type { PhoneConfig, PhoneConfigAccount } from '../hardware/phone-config.ts';
import { xmlEscape } from '../hardware/phone-config.ts';

export const VENDOR_CONTENT_TYPES: Record<PhoneVendor, string> = {
  yealink: 'text/plain; charset=utf-8',
  grandstream: 'application/xml; charset=utf-8',
};

/** The file name a phone of the vendor asks for. */
export function vendorFileName(vendor: PhoneVendor, mac: string): string {
  return vendor === 'yealink' ? `${mac}.cfg` : `cfg${mac}.xml`;
}

/** Yealink's offset and zone name for the console's time zones; Auto leaves the phone's own (DHCP/NTP). */
const YEALINK_ZONES: Record<string, { offset: string; name: string } | undefined> = {
  EST5EDT: { offset: '-5', name: 'United States-Eastern Time' },
  PST8PDT: { offset: '-8', name: 'United States-Pacific Time' },
  AKST9AKDT: { offset: '-9', name: 'United States-Alaska Time' },
  'TZN+0': { offset: '0', name: 'GMT' },
};

/** Grandstream's P64 takes POSIX TZ strings; Auto is its 'auto'. */
const GRANDSTREAM_ZONES: Record<string, string> = {
  Auto: 'auto',
  EST5EDT: 'EST5EDT',
  PST8PDT: 'PST8PDT',
  AKST9AKDT: 'AKST9AKDT',
  'TZN+0': 'GMT0',
};

/** A value on one line of a .cfg: line breaks would start a new key, so they become spaces. */
function cfgValue(value: string | number): string {
  return String(value).replace(/[\r\n]+/g, ' ');
}

export function yealinkCfg(config: PhoneConfig): string {
  const lines = ['#!version:1.0.0.1', `## Portside provisioning file of ${config.mac} (${config.domain})`];
  const zone = YEALINK_ZONES[config.timezone];
  if (zone) {
    lines.push(`local_time.time_zone = ${zone.offset}`, `local_time.time_zone_name = ${zone.name}`);
  }
  for (const { index, account } of config.accounts) {
    const p = `account.${index}`;
    const pairs: Array<[string, string | number]> = [
      ['enable', 1],
      ['label', account.name],
      ['display_name', account.name],
      ['auth_name', account.extension],
      ['user_name', account.extension],
      ['password', account.password],
      ['sip_server.1.address', account.domain],
      ['sip_server.1.port', account.outboundProxyPort],
      ['outbound_proxy_enable', 1],
      ['outbound_proxy.1.address', account.outboundProxy],
      ['outbound_proxy.1.port', account.outboundProxyPort],
      ['ringtone.ring_type', `Ring${account.ringtone}.wav`],
    ];
    for (const [key, value] of pairs) lines.push(`${p}.${key} = ${cfgValue(value)}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * An account's ring tone as Grandstream reads it (P104, P423): 0 is the phone's system ring tone, 1 to 3
 * its custom ring tones 1 to 3. Portside's ringtones 1 to 3 are those custom tones; 4 and 5 (the default,
 * 'the last option') have no tone of their own on a Grandstream and ring with the system tone.
 */
export function grandstreamRingTone(ringtone: number): number {
  return ringtone >= 1 && ringtone <= 3 ? ringtone : 0;
}

/** P-values of account 1 and 2, in the order Grandstream's templates list them. */
const GS_ACCOUNT_P = {
  1: {
    active: 271,
    accountName: 270,
    server: 47,
    proxy: 48,
    userId: 35,
    authId: 36,
    password: 34,
    name: 3,
    ringTone: 104,
  },
  2: {
    active: 401,
    accountName: 417,
    server: 402,
    proxy: 403,
    userId: 404,
    authId: 405,
    password: 406,
    name: 407,
    ringTone: 423,
  },
} as const;

function grandstreamAccount(index: 1 | 2, account: PhoneConfigAccount): Array<[number, string | number]> {
  const p = GS_ACCOUNT_P[index];
  return [
    [p.active, 1],
    [p.accountName, account.name],
    [p.server, account.domain],
    [p.proxy, `${account.outboundProxy}:${account.outboundProxyPort}`],
    [p.userId, account.extension],
    [p.authId, account.extension],
    [p.password, account.password],
    [p.name, account.name],
    [p.ringTone, grandstreamRingTone(account.ringtone)],
  ];
}

export function grandstreamXml(config: PhoneConfig): string {
  const values: Array<[number, string | number]> = [[64, GRANDSTREAM_ZONES[config.timezone] ?? 'auto']];
  for (const { index, account } of config.accounts) values.push(...grandstreamAccount(index, account));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gs_provision version="1">',
    `  <mac>${xmlEscape(config.mac)}</mac>`,
    '  <config version="1">',
    ...values.map(([p, value]) => `    <P${p}>${xmlEscape(String(value))}</P${p}>`),
    '  </config>',
    '</gs_provision>',
    '',
  ].join('\n');
}

export function vendorFile(vendor: PhoneVendor, config: PhoneConfig): string {
  return vendor === 'yealink' ? yealinkCfg(config) : grandstreamXml(config);
}
