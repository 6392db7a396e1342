/**
 * The XML a desk phone reads (spec 001 §7): one item per setting, per account the outbound proxy address
 * (host:port), server address, subscriber user id, name, password and ringtone, and the shared time zone.
 * The one place a SIP password leaves the server.
 */

export interface PhoneConfigAccount {
  extension: string;
  domain: string;
  outboundProxy: string;
  outboundProxyPort: number;
  name: string;
  /** In clear: the phone registers with it. */
  password: string;
  ringtone: number;
}

export interface PhoneConfig {
  mac: string;
  domain: string;
  timezone: string;
  accounts: Array<{ index: 1 | 2; account: PhoneConfigAccount }>;
}

export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element or attribute; characters XML 1.0 forbids are dropped. */
export function xmlEscape(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

const item = (name: string, value: string | number) =>
  `  <item name="${xmlEscape(name)}">${xmlEscape(String(value))}</item>`;

export function phoneConfigXml(config: PhoneConfig): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<config mac="${xmlEscape(config.mac)}" domain="${xmlEscape(config.domain)}">`,
    item('local_time.time_zone', config.timezone),
  ];
  for (const { index, account } of config.accounts) {
    const p = `account.${index}`;
    lines.push(
      item(`${p}.enable`, 1),
      item(`${p}.outbound_proxy.address`, `${account.outboundProxy}:${account.outboundProxyPort}`),
      item(`${p}.sip_server.address`, account.domain),
      item(`${p}.subscriber.user_id`, account.extension),
      item(`${p}.name`, account.name),
      item(`${p}.password`, account.password),
      item(`${p}.ringtone`, account.ringtone),
    );
  }
  lines.push('</config>', '');
  return lines.join('\n');
}
