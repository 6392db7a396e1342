/**
 * What refers to a number about to be deleted (issue 14 item 7): the delete confirmations of extensions,
 * ring groups and voicemail boxes read GET .../numberplan/{kind}/{number}/references when they open and
 * list each reference with what the delete does to it (the server clears them in the delete's own
 * transaction). Mounted inside the confirmation, so it asks only when the dialog is open.
 */
import { Alert, List, Loader, Text } from '@mantine/core';
import type { DeletableKind, NumberReferences } from '@portside/contract/pbx/number-plan';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';
import { useT } from '../../../kit/i18n/index.ts';

export const numberReferencesPath = (domain: string, kind: DeletableKind, number: string) =>
  `/v2/pbx/domain/${encodeURIComponent(domain)}/numberplan/${kind}/${encodeURIComponent(number)}/references`;

export function useNumberReferences(domain: string, kind: DeletableKind, number: string) {
  return useQuery({
    queryKey: ['numberplan', domain, kind, number, 'references'],
    queryFn: () => api.get<NumberReferences>(numberReferencesPath(domain, kind, number)),
    // Always fresh: what refers to a number may have changed since the dialog last opened.
    staleTime: 0,
    gcTime: 0,
  });
}

export function NumberReferencesList({
  domain,
  kind,
  number,
}: {
  domain: string;
  kind: DeletableKind;
  number: string;
}) {
  const t = useT();
  const answer = useNumberReferences(domain, kind, number);
  if (answer.isPending) {
    return (
      <Text size="sm" c="dimmed" role="status">
        <Loader size="xs" mr={8} />
        {t('numberPlan.checking')}
      </Text>
    );
  }
  if (answer.isError) {
    // Not an alert: the delete can still go ahead, and the server clears every reference anyway.
    return (
      <Text size="sm" c="orange">
        {t('numberPlan.checkFailed')}
      </Text>
    );
  }
  const { references } = answer.data;
  if (references.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('numberPlan.none')}
      </Text>
    );
  }
  return (
    <Alert color="orange" variant="light" title={t('numberPlan.title', { count: references.length })}>
      <List size="sm" spacing={4} aria-label={t('numberPlan.listLabel')}>
        {references.map((r) => (
          <List.Item key={`${r.kind}:${r.id}:${r.via}`} style={{ overflowWrap: 'anywhere' }}>
            {r.text}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
