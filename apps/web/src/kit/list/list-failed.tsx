/**
 * Why a list could not load. A server that refused the request (4xx) says what it said (a 403 'Tariff 9
 * belongs to another environment.', a 404 'There is no tariff 9.'), with no Try again, since asking again
 * gets the same answer. A request that got no answer (the satellite link) or a server error keeps the
 * quiet 'check the connection' notice with Try again.
 */
import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { isApiError } from '../api-client.ts';
import { useT } from '../i18n/index.ts';
import { LoadFailed } from '../ui/load-failed.tsx';

export function ListFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  if (!isApiError(error) || error.status < 400 || error.status >= 500) {
    return <LoadFailed onRetry={onRetry} />;
  }
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      maw={560}
      w="100%"
      role="status"
    >
      <Text size="sm">{error.serverMessage ?? t('list.failedStatus', { status: error.status })}</Text>
    </Alert>
  );
}
