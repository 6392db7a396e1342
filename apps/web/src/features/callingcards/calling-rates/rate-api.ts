/**
 * The Calling Rates calls (spec 002 §7): the active tariffs of the ship (GET /v3/callingcard/tariff, 25 in
 * id order), and a tariff's special rates: the list through the list kit, create and update as mutations
 * that reload page 1 of the rate lists.
 */
import type { CreateRateInput, SpecialRate, UpdateRate } from '@portside/contract/callingcards/rates';
import type { TariffList } from '@portside/contract/callingcards/tariffs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, query } from '../../../kit/api-client.ts';
import { reloadLists } from '../../../kit/list/index.ts';

/** Every rate list of a domain lives under this key. */
export const ratesKey = (domain: string) => ['callingrates', domain] as const;
export const ratePath = (tariff: number) => `/v3/callingcard/tariff/${tariff}/rate`;

export function useTariffs(domain: string) {
  return useQuery({
    queryKey: ['callingrates', domain, 'tariffs'],
    queryFn: () =>
      api.get<TariffList>(
        `/v3/callingcard/tariff${query({ page: 1, pagesize: 25, orderby: 'id', status: 1 })}`,
      ),
  });
}

export function useCreateRate(domain: string, tariff: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRateInput) => api.post<SpecialRate>(ratePath(tariff), body),
    onSuccess: () => reloadLists(client, ratesKey(domain)),
  });
}

export function useUpdateRate(domain: string, tariff: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateRate }) =>
      api.patch<SpecialRate>(`${ratePath(tariff)}/${id}`, body),
    onSuccess: () => reloadLists(client, ratesKey(domain)),
  });
}
