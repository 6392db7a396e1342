/** GET /v3/chat/sync?user=&after=&limit=: the account's stream after a number (docs/MESSAGING.md). */
import { SYNC_PAGE_MAX, type SyncPage } from '@portside/contract/messaging';
import { api, query } from '../../../kit/api-client.ts';

export function getSyncPage(user: string, after: number): Promise<SyncPage> {
  return api.get<SyncPage>(`/v3/chat/sync${query({ user, after, limit: SYNC_PAGE_MAX })}`);
}
