/**
 * The public inquiry (spec 002 §3 "Inquiry message", §5, §7 email/send): a visitor's contact details and
 * message, mailed to the sales desk. Phone and company are optional. (The chat-support widget is not an
 * inquiry: it opens a conversation in the support desk's inbox, modules/support.)
 */
import { z } from 'zod';
import { INQUIRY_TOPICS } from './inquiry-topics.ts';

export { INQUIRY_TOPICS } from './inquiry-topics.ts';

const text = (max: number) => z.string().trim().max(max);

/** What the visitor asks about (inquiry-topics.ts); 'general' when the form does not say. */
export const InquiryTopic = z.enum(INQUIRY_TOPICS);
export type InquiryTopic = z.infer<typeof InquiryTopic>;

export const InquiryBody = z.object({
  name: text(120).min(1, 'is required'),
  email: z.string().trim().max(254).pipe(z.email('must be a valid e-mail address')),
  phone: text(40).default(''),
  company: text(160).default(''),
  message: text(5000).min(1, 'is required'),
  topic: InquiryTopic.default('general'),
});
export type InquiryBody = z.input<typeof InquiryBody>;

/** Client-side e-mail check of the form (the server applies zod's). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
