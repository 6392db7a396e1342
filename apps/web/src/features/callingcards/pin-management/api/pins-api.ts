/**
 * The calling-card PIN calls (spec 002 §7): the list through the list kit; create, update, deactivate and
 * the cabins' billing reset are mutations that reload page 1 of every PIN list of the ship; how many
 * cabins a reset of all resets; the tariffs of a PIN type; a unique random PIN from the server. Paths
 * name no domain: the session's ship.
 */
import type {
  Card,
  CreateCardInput,
  ResetCabinsInput,
  ResetCabinsPreview,
  ResetCabinsResult,
  UniqueRandomPin,
  UpdateCardInput,
} from '@portside/contract/callingcards/cards';
import type { CardType, TariffList } from '@portside/contract/callingcards/tariffs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../kit/api-client.ts';
import { reloadLists } from '../../../../kit/list/index.ts';

/** Every PIN list of a ship lives under this key. */
export const pinsKey = (domain: string) => ['callingcards', domain, 'pins'] as const;
export const CARD_PATH = '/v3/callingcard/card';

export function createCard(body: CreateCardInput) {
  return api.post<Card>(CARD_PATH, body);
}

function useReload(domain: string) {
  const client = useQueryClient();
  return () => reloadLists(client, pinsKey(domain));
}

export function useCreateCard(domain: string) {
  const onSuccess = useReload(domain);
  return useMutation({ mutationFn: createCard, onSuccess });
}

export function useUpdateCard(domain: string) {
  const onSuccess = useReload(domain);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCardInput }) =>
      api.patch<Card>(`${CARD_PATH}/${id}`, body),
    onSuccess,
  });
}

export function useDeactivateCard(domain: string) {
  const onSuccess = useReload(domain);
  return useMutation({ mutationFn: (id: number) => api.delete(`${CARD_PATH}/${id}`), onSuccess });
}

export function useResetCabins(domain: string) {
  const onSuccess = useReload(domain);
  return useMutation({
    mutationFn: (body: ResetCabinsInput) =>
      api.post<ResetCabinsResult>(`${CARD_PATH}/type/cabin/reset`, body),
    onSuccess,
  });
}

/** How many cabins a reset of all cabins resets (the confirmation names it); asked only when shown. */
export function useCabinCount(domain: string, enabled: boolean) {
  return useQuery({
    queryKey: [...pinsKey(domain), 'cabin-count'],
    queryFn: () => api.get<ResetCabinsPreview>(`${CARD_PATH}/type/cabin/reset`),
    enabled,
    staleTime: 0,
  });
}

/** The active tariffs offered for a PIN type (spec 002 §7: page 1 of 25, in id order). */
export function useTariffs(domain: string, type: CardType) {
  return useQuery({
    queryKey: ['callingcards', domain, 'tariffs', type],
    queryFn: () =>
      api.get<TariffList>(`/v3/callingcard/tariff?page=1&pagesize=25&orderby=id&status=1&type=${type}`),
  });
}

export async function uniqueRandomPin(type: CardType): Promise<string> {
  return (await api.get<UniqueRandomPin>(`/v3/utils/uniquerandom/callingcard/pin/${type}`)).number;
}
