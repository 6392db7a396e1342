/**
 * The public inquiry (spec 002 §3 "Inquiry message", §5, §7 email/send): a visitor's contact details and
 * message, mailed to the sales desk. The marketing form sends all five fields; the chat-support widget
 * sends name, e-mail and the question (channel 'chat'), so phone and company may be empty on the server.
 */
import { z } from 'zod';

export const INQUIRY_CHANNELS = ['form', 'chat'] as const;

const text = (max: number) => z.string().trim().max(max);

export const InquiryBody = z.object({
  name: text(120).min(1, 'is required'),
  email: z.string().trim().max(254).pipe(z.email('must be a valid e-mail address')),
  phone: text(40).default(''),
  company: text(160).default(''),
  message: text(5000).min(1, 'is required'),
  channel: z.enum(INQUIRY_CHANNELS).default('form'),
});
export type InquiryBody = z.input<typeof InquiryBody>;

/** Client-side e-mail check of the form (the server applies zod's). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
