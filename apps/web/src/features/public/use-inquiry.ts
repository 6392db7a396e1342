/** Sends an inquiry (form or chat widget) to POST /v1/inquiry and checks the spec's form rules first. */
import type { InquiryBody } from '@portside/contract/inquiry';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../kit/api-client.ts';

/** A format check for the address (spec 002 §5); the server checks again. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type InquiryProblem = 'required' | 'badEmail' | null;

/** The first rule a filled-in form breaks: every field required, then the e-mail format. */
export function inquiryProblem(fields: Record<string, string>): InquiryProblem {
  if (Object.values(fields).some((value) => !value.trim())) return 'required';
  if (!EMAIL_PATTERN.test((fields.email ?? '').trim())) return 'badEmail';
  return null;
}

export function useSendInquiry() {
  return useMutation({
    mutationFn: (body: InquiryBody) => api.post<{ success: true }>('/v1/inquiry', body),
  });
}
