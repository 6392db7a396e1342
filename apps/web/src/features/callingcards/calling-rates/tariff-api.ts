/**
 * A tariff's change (PATCH /v3/callingcard/tariff/{tariff}, issue 13). Then everything under the area's
 * key reloads: the tariff tabs (useTariffs) and the rate lists live under ratesKey(domain).
 */
import type { Tariff, UpdateTariff } from '@portside/contract/callingcards/tariffs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';
import { ratesKey } from './rate-api.ts';

export function useUpdateTariff(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateTariff }) =>
      api.patch<Tariff>(`/v3/callingcard/tariff/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ratesKey(domain) }),
  });
}
