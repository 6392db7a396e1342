/**
 * One extension as the Update Extension dialog reads and saves it (spec 000 §7.3):
 * GET and PATCH /v2/pbx/domain/{domain}/extension/{ext}. Saving several (a paired physical handset and
 * app account) goes in turn and stops at the first refusal, so the second is saved only if the first
 * was (spec 000 §4). Every save reloads the domain's extension lists.
 */
import type { Extension, UpdateExtension } from '@portside/contract/pbx/extensions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';
import { reloadLists } from '../../../kit/list/index.ts';
import { extensionsKey } from '../../pbx/extensions/api/use-extension-list.ts';

export const extensionPath = (domain: string, ext: string) =>
  `/v2/pbx/domain/${encodeURIComponent(domain)}/extension/${encodeURIComponent(ext)}`;

const extensionKey = (domain: string, ext: string) => [...extensionsKey(domain), 'one', ext] as const;

export function useExtension(domain: string, ext: string | null) {
  return useQuery({
    queryKey: extensionKey(domain, ext ?? ''),
    queryFn: () => api.get<Extension>(extensionPath(domain, ext ?? '')),
    enabled: ext !== null,
    staleTime: 0,
  });
}

/** A save of several accounts that stopped: the ones saved before, the one refused and why. */
export class SaveStopped extends Error {
  constructor(
    readonly saved: string[],
    readonly refused: string,
    readonly failure: unknown,
  ) {
    super(`Saving extension ${refused} failed`);
    this.name = 'SaveStopped';
  }
}

export interface ExtensionUpdate {
  extension: string;
  body: UpdateExtension;
}

/** Saves each update in order; resolves with the numbers saved, or rejects with SaveStopped. */
export async function saveInTurn(domain: string, updates: readonly ExtensionUpdate[]): Promise<string[]> {
  const saved: string[] = [];
  for (const update of updates) {
    try {
      await api.patch<Extension>(extensionPath(domain, update.extension), update.body);
    } catch (failure) {
      throw new SaveStopped(saved, update.extension, failure);
    }
    saved.push(update.extension);
  }
  return saved;
}

export function useUpdateExtensions(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (updates: readonly ExtensionUpdate[]) => saveInTurn(domain, updates),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: [...extensionsKey(domain), 'one'] });
      await reloadLists(client, extensionsKey(domain));
    },
  });
}
