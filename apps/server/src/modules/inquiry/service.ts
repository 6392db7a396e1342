/**
 * The inquiry mail (spec 002 §7 "email/send"): subject, a plain-text message and an HTML message with the
 * visitor's contact details, sent to INQUIRY_TO through the one mailer. Every visitor value put into the
 * HTML is escaped; the plain text carries them as typed.
 */
import type { InquiryBody } from '@portside/contract/inquiry';
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

export function inquiryMail(to: string, inquiry: Inquiry): Mail {
  const rows: [string, string][] = [
    ['Name', inquiry.name],
    ['E-mail', inquiry.email],
    ['Phone', inquiry.phone || '—'],
    ['Company', inquiry.company || '—'],
  ];
  const subject = `${INQUIRY_SYSTEM} inquiry from ${inquiry.name}${inquiry.company ? ` (${inquiry.company})` : ''}`;
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
  return { to, subject: subject.replace(/[\r\n]+/g, ' ').slice(0, 200), text, html };
}
