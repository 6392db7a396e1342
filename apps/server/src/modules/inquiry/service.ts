/**
 * The inquiry mail (spec 002 §7 "email/send"): subject, a plain-text message and an HTML message with the
 * visitor's contact details and topic, sent to INQUIRY_TO through the one mailer with the visitor as
 * Reply-To, so the sales desk answers with Reply. Every visitor value put into the HTML is escaped; the
 * plain text carries them as typed.
 */
import type { InquiryBody, InquiryTopic } from '@portside/contract/inquiry';
import type { Mail } from '../../platform/mail.ts';

export type Inquiry = Required<InquiryBody>;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** The system label the spec's notification call carries. */
export const INQUIRY_SYSTEM = 'Maritime';

/** The topic as the sales desk reads it (the mail is the desk's, in English like every server mail). */
export const TOPIC_LABELS: Record<InquiryTopic, string> = {
  general: 'General',
  guestapp: 'Guest App',
  crewapp: 'Crew App',
  hospitality: 'Hospitality PBX',
  pbx: 'PBX System',
  telehealth: 'Telehealth',
  starlink: 'Starlink at sea',
};

export function inquiryMail(to: string, inquiry: Inquiry): Mail {
  const topic = TOPIC_LABELS[inquiry.topic];
  const rows: [string, string][] = [
    ['Topic', topic],
    ['Name', inquiry.name],
    ['E-mail', inquiry.email],
    ['Phone', inquiry.phone || '—'],
    ['Company', inquiry.company || '—'],
  ];
  const about = inquiry.topic === 'general' ? '' : ` about ${topic}`;
  const subject = `${INQUIRY_SYSTEM} inquiry${about} from ${inquiry.name}${inquiry.company ? ` (${inquiry.company})` : ''}`;
  const text = [
    'New inquiry via the website.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    inquiry.message,
  ].join('\n');
  const html = [
    `<p>New inquiry via the website.</p>`,
    '<table cellpadding="4">',
    ...rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(inquiry.message)}</p>`,
  ].join('\n');
  return {
    to,
    subject: subject.replace(/[\r\n]+/g, ' ').slice(0, 200),
    text,
    html,
    // The address passed the contract's e-mail check; nodemailer quotes and encodes the name.
    replyTo: { name: inquiry.name.replace(/[\r\n]+/g, ' '), address: inquiry.email },
  };
}
