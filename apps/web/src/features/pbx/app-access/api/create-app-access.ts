/** POST /v1/appaccess: give an extension App Access (one call per row of a CSV upload, too). */
import type { AppAccess, CreateAppAccessInput } from '@portside/contract/pbx/app-access';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../kit/api-client.ts';

/** Spec 001 §3: preference is always 'email' on create. */
export function createAppAccess(input: { extension: string; email: string }): Promise<AppAccess> {
  const body: CreateAppAccessInput = {
    extension: input.extension.trim(),
    email: input.email.trim(),
    preference: 'email',
  };
  return api.post<AppAccess>('/v1/appaccess', body);
}

export function useCreateAppAccess() {
  return useMutation({ mutationFn: createAppAccess });
}
