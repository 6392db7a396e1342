/**
 * The Cruise Line App users the New Conversation dialog offers: the domain's app extensions (9998…) and
 * the PBX directory's contacts with an app number, read from the server once 3 characters are typed
 * (spec 000 §5). The dialog applies the spec's match and exclusions to what comes back.
 */
import { APP_EXTENSION_PREFIX } from '@portside/contract/constants';
import type { ContactList } from '@portside/contract/directory';
import type { ExtensionList } from '@portside/contract/pbx/extensions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, query } from '../../../kit/api-client.ts';
import { contactsPath } from '../../directory/api/directory-api.ts';
import { extensionListPath } from '../../pbx/extensions/api/use-extension-list.ts';
import { USER_SEARCH_MIN, type UserChoice } from '../new-conversation-rules.ts';

const PAGE = 25;

async function searchUsers(domain: string, term: string): Promise<UserChoice[]> {
  const [extensions, contacts] = await Promise.all([
    api.get<ExtensionList>(
      `${extensionListPath(domain)}${query({ extension_prefix: APP_EXTENSION_PREFIX, search: term, page: 1, pagesize: PAGE })}`,
    ),
    api
      .get<ContactList>(
        `${contactsPath(domain)}${query({ withExtraInfo: 'true', search: term, page: 1, pagesize: PAGE })}`,
      )
      // The directory is a second source: the extensions alone still make a useful answer.
      .catch(() => ({ data: [], total: 0 }) as ContactList),
  ]);
  const fromExtensions = extensions.extensions.map((e) => ({
    number: e.extension,
    name: e.effective_caller_id_name || e.extension,
  }));
  const fromContacts = contacts.data.flatMap((c) =>
    (c.phones ?? [])
      .filter((p) => p.phone_label === 'app')
      .map((p) => ({ number: p.phone_number, name: c.contact_name_given })),
  );
  return [...fromExtensions, ...fromContacts];
}

export function useUserSearch(domain: string, term: string) {
  const trimmed = term.trim();
  const enabled = trimmed.length >= USER_SEARCH_MIN;
  return useQuery({
    queryKey: ['messaging', domain, 'user-search', trimmed],
    queryFn: () => searchUsers(domain, trimmed),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
