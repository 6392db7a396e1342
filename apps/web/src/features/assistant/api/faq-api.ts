/**
 * Calls of the assistant's FAQ editor (bot 9998214, issue 12 item 5): the environment's entries (per
 * environment, so another ship's never show from the cache), create, replace and delete, each reloading
 * the list.
 */
import type { FaqEntry, FaqList, SaveFaqEntry } from '@portside/contract/assistant';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';

export const faqKey = (domain: string) => ['assistant-faq', domain] as const;
export const faqPath = (domain: string) => `/v3/messaging/domain/${encodeURIComponent(domain)}/assistant/faq`;

export function useFaq(domain: string) {
  return useQuery({ queryKey: faqKey(domain), queryFn: () => api.get<FaqList>(faqPath(domain)) });
}

export function useSaveFaq(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SaveFaqEntry }) =>
      id === null
        ? api.post<FaqEntry>(faqPath(domain), body)
        : api.put<FaqEntry>(`${faqPath(domain)}/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: faqKey(domain) }),
  });
}

export function useDeleteFaq(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<FaqEntry>(`${faqPath(domain)}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: faqKey(domain) }),
  });
}
