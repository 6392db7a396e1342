/**
 * Code sign-in (spec 000 §4): POST /v1/securitycode/validate, then the extension is fetched
 * (GET /v1/extension/domain/{domain}/{ext}); each step fails with its own sentence.
 */
import type { CodeCheck, ExtensionSummary } from '@portside/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';
import { codeOwner } from './use-request-code.ts';

export class CodeStepError extends Error {
  constructor(readonly step: 'code' | 'extension') {
    super(step);
  }
}

export function useValidateCode() {
  return useMutation({
    mutationFn: async ({ extension, domain, code }: { extension: string; domain: string; code: string }) => {
      const body: CodeCheck = { type: 'login', owner: codeOwner(extension, domain), code };
      await api
        .post<{ success: boolean }>('/v1/securitycode/validate', body)
        .then((answer) => {
          if (answer?.success !== true) throw new CodeStepError('code');
        })
        .catch(() => {
          throw new CodeStepError('code');
        });
      const path = `/v1/extension/domain/${encodeURIComponent(domain)}/${encodeURIComponent(extension)}`;
      return api.get<ExtensionSummary>(path).catch(() => {
        throw new CodeStepError('extension');
      });
    },
  });
}
