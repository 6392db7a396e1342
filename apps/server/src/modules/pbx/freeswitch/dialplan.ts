// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${…} here is FreeSWITCH's channel-variable syntax, written as it is.
/**
 * The dialplan `<extension>`s Portside gives FreeSWITCH (issue 14 item 5):
 * - the domain's context (FusionPBX names it after the domain): each enabled ring group as an extension
 *   on its number that bridges its destinations by strategy (simultaneous ',', enterprise ':_:', sequence,
 *   rollover and random '|', each leg with its delay and timeout) and then runs its timeout action;
 *   voicemail deposit (*99<box>) and check (*98); and the local extensions of the directory;
 * - the public context: each enabled inbound route, with its own stored XML when it is well formed, else
 *   the XML generated from its number and action (inbound-routes/dialplan-xml.ts).
 */
import { escapeXml as x } from '../inbound-routes/dialplan-xml.ts';

export interface RingGroupPlan {
  uuid: string;
  extension: string;
  name: string;
  callerIdName: string;
  callerIdNumber: string;
  callTimeout: number;
  strategy: string;
  forwardEnabled: boolean;
  forwardDestination: string;
  timeoutApp: string;
  timeoutData: string;
  destinations: Array<{ number: string; delay: number; timeout: number }>;
}

const SEPARATORS: Record<string, string> = {
  simultaneous: ',',
  enterprise: ':_:',
  sequence: '|',
  rollover: '|',
  random: '|',
};

const action = (app: string, data: string, inline = false) =>
  `    <action application="${x(app)}" data="${x(data)}"${inline ? ' inline="true"' : ''}/>`;

function exact(number: string): string {
  return `^${number.replace(/[^0-9*#+]/g, '').replace(/[*+]/g, (c) => `\\${c}`)}$`;
}

/** The dial string of a destination: a user of the domain, or any other number through its dialplan. */
function leg(d: RingGroupPlan['destinations'][number], domain: string, users: Set<string>): string {
  const target = users.has(d.number) ? `user/${d.number}@${domain}` : `loopback/${d.number}/${domain}`;
  return `[leg_delay_start=${d.delay},leg_timeout=${d.timeout}]${target}`;
}

/**
 * A ring group as an extension. `order` puts the destinations of a random group in the order of this
 * call (the document is asked for per call); the others ring in their stored order.
 */
export function ringGroupExtension(
  group: RingGroupPlan,
  domain: string,
  users: Set<string>,
  order: <T>(items: T[]) => T[] = (items) => items,
): string {
  const lines = [
    `<extension name="${x(group.name)}" continue="false" uuid="${x(group.uuid)}">`,
    `  <condition field="destination_number" expression="${x(exact(group.extension))}">`,
    action('ring_ready', ''),
    action('set', `ring_group_uuid=${group.uuid}`),
    action('set', `ring_group_extension=${group.extension}`),
    action('set', `call_timeout=${group.callTimeout}`),
    action('set', 'hangup_after_bridge=true'),
    action('set', 'continue_on_fail=true'),
  ];
  if (group.callerIdName) lines.push(action('set', `effective_caller_id_name=${group.callerIdName}`));
  if (group.callerIdNumber) lines.push(action('set', `effective_caller_id_number=${group.callerIdNumber}`));
  if (group.forwardEnabled && group.forwardDestination) {
    lines.push(action('transfer', `${group.forwardDestination} XML ${domain}`));
  } else if (group.destinations.length > 0) {
    const destinations = group.strategy === 'random' ? order(group.destinations) : group.destinations;
    const separator = SEPARATORS[group.strategy] ?? ',';
    const dial = destinations.map((d) => leg(d, domain, users)).join(separator);
    lines.push(action('bridge', `{ignore_early_media=true}${dial}`));
  }
  if (group.timeoutApp) lines.push(action(group.timeoutApp, group.timeoutData));
  lines.push('  </condition>', '</extension>');
  return lines.join('\n');
}

/** Voicemail deposit and check through the feature codes the ring groups and routes transfer to. */
export function voicemailExtensions(): string[] {
  return [
    [
      '<extension name="voicemail_deposit" continue="false">',
      '  <condition field="destination_number" expression="^\\*99(\\d+)$">',
      action('answer', ''),
      action('sleep', '1000'),
      action('voicemail', 'default ${domain_name} $1'),
      '  </condition>',
      '</extension>',
    ].join('\n'),
    [
      '<extension name="voicemail_check" continue="false">',
      '  <condition field="destination_number" expression="^\\*98$">',
      action('answer', ''),
      action('voicemail', 'check default ${domain_name}'),
      '  </condition>',
      '</extension>',
    ].join('\n'),
  ];
}

/** A call to a user of the directory rings its registrations, then its voicemail. */
export function localExtension(): string[] {
  return [
    [
      '<extension name="user_exists" continue="true">',
      '  <condition field="destination_number" expression="^(\\d{2,15})$">',
      action('set', 'user_exists=${user_exists id ${destination_number} ${domain_name}}', true),
      '  </condition>',
      '</extension>',
    ].join('\n'),
    [
      '<extension name="local_extension" continue="false">',
      '  <condition field="${user_exists}" expression="^true$">',
      action('export', 'dialed_extension=${destination_number}'),
      action('set', 'call_timeout=30'),
      action('set', 'hangup_after_bridge=true'),
      action('set', 'continue_on_fail=true'),
      action('bridge', 'user/${destination_number}@${domain_name}'),
      action('answer', ''),
      action('voicemail', 'default ${domain_name} ${dialed_extension}'),
      '  </condition>',
      '</extension>',
    ].join('\n'),
  ];
}

/**
 * Whether a route's own XML is one well-formed `<extension>` element: its tags balance and nothing but
 * comments and white space lies outside it. Anything else would break the whole document FreeSWITCH
 * parses, so such a route falls back to its generated XML.
 */
export function isOneExtensionElement(xml: string): boolean {
  const text = xml.trim().replace(/<!--[\s\S]*?-->/g, '');
  if (!/^<extension[\s>]/.test(text) || !text.endsWith('</extension>')) return false;
  if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(text)) return false;
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/g;
  let at = 0;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    if (/[<>]/.test(text.slice(at, m.index))) return false;
    at = m.index + m[0].length;
    const [, closing, name, , selfClosing] = m;
    if (!name) return false;
    if (closing) {
      if (selfClosing || stack.pop() !== name) return false;
      if (stack.length === 0 && at !== text.length) return false;
    } else if (!selfClosing) {
      stack.push(name);
    }
  }
  return stack.length === 0 && at === text.length;
}
