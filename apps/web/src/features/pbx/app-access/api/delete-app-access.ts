/** DELETE /v1/appaccess/{id}: the extension can no longer sign in by e-mailed code. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../kit/api-client.ts';

export function useDeleteAppAccess() {
  return useMutation({ mutationFn: (id: number) => api.delete(`/v1/appaccess/${id}`) });
}
