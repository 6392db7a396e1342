/**
 * Calls of the Channels screen: the environment's outside channels (per environment, so another ship's
 * never show from the cache) and setting one, which reloads them.
 */
import type { ChannelSetting, ChannelSettingList, SetChannelSettingInput } from '@portside/contract/channels';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';

export const channelsKey = (domain: string) => ['channels', domain] as const;
export const channelsPath = (domain: string) => `/v3/tenant/domain/${encodeURIComponent(domain)}/channel`;

export function useChannels(domain: string) {
  return useQuery({
    queryKey: channelsKey(domain),
    queryFn: () => api.get<ChannelSettingList>(channelsPath(domain)),
  });
}

export function useSetChannel(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, body }: { channel: string; body: SetChannelSettingInput }) =>
      api.put<ChannelSetting>(`${channelsPath(domain)}/${channel}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: channelsKey(domain) }),
  });
}
