/**
 * GET /v3/pbx/domain/{domain}/extension through the list kit: the Extensions screen (search and
 * advanced search) and the Gateway screen (gateway=<n>) both read it.
 */
import type { Extension, ExtensionList } from '@portside/contract/pbx/extensions';
import { type FilterValues, type QueryParams, useListController } from '../../../../kit/list/index.ts';

/** Every list of a domain's extensions lives under this key; a create reloads them. */
export const extensionsKey = (domain: string) => ['extensions', domain] as const;

export const extensionListPath = (domain: string) => `/v3/pbx/domain/${encodeURIComponent(domain)}/extension`;

const page = (answer: ExtensionList) => ({
  rows: answer.extensions,
  total: answer.total,
  totalKind: answer.total_kind,
});

export function useExtensionList<F extends FilterValues>(
  domain: string,
  options: { filters?: F; filterParams?: (filters: F) => QueryParams; params?: QueryParams } = {},
) {
  return useListController<Extension, ExtensionList, F>({
    queryKey: extensionsKey(domain),
    path: extensionListPath(domain),
    page,
    ...options,
  });
}
