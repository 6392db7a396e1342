/**
 * The FreeSWITCH dialplan XML of an inbound route, as FusionPBX writes one for the public context: a
 * condition on the called number, then the action (a transfer into the domain, or a hangup).
 */
import type { RouteAction } from '@portside/contract/pbx/inbound-routes';

/** The feature codes an 'other' action transfers to (Feature Codes: *98 check voicemail, *411 directory). */
const OTHER_TARGETS = { check_voicemail: '*98', company_directory: '*411', hangup: '' } as const;

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** The number as a regular expression: digits as they are, a leading + optional. */
function numberExpression(number: string): string {
  return `^\\+?${number.replace(/^\+/, '')}$`;
}

function actionXml(action: RouteAction, domain: string): string {
  if (action.name === 'other' && action.value === 'hangup') {
    return '<action application="hangup" data=""/>';
  }
  const target =
    action.name === 'other'
      ? OTHER_TARGETS[action.value]
      : action.name === 'voicemail'
        ? `*99${action.value}`
        : action.value;
  return `<action application="transfer" data="${escapeXml(`${target} XML ${domain}`)}"/>`;
}

export function dialplanXml(route: {
  uuid: string;
  name: string;
  number: string;
  action: RouteAction;
  domain: string;
}): string {
  return [
    `<extension name="${escapeXml(route.name)}" continue="false" uuid="${route.uuid}">`,
    `  <condition field="destination_number" expression="${escapeXml(numberExpression(route.number))}">`,
    `    <action application="set" data="domain_name=${escapeXml(route.domain)}"/>`,
    `    ${actionXml(route.action, route.domain)}`,
    '  </condition>',
    '</extension>',
  ].join('\n');
}
