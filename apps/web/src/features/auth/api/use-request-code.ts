/** POST /v1/securitycode/generate: e-mails a login code to the App Access address of an extension. */
import type { CodeRequest } from '@portside/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';

export const codeOwner = (extension: string, domain: string) => `${extension.trim()}@${domain}`;

export function useRequestCode() {
  return useMutation({
    mutationFn: ({ extension, domain }: { extension: string; domain: string }) => {
      const body: CodeRequest = {
        type: 'login',
        owner: codeOwner(extension, domain),
        ownerType: 'extension',
      };
      return api.post<unknown>('/v1/securitycode/generate', body);
    },
  });
}
