/**
 * What a language dialog says when the service did not answer: the server's 503 (no LANGUAGE_API_URL) as
 * 'The language service is not configured on this server, so {action} is not available.', any other
 * refusal (a 502: the model failed or timed out) as the server's own sentence, else a plain fallback.
 */
import { Alert, Center, Loader, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { isApiError } from '../../kit/api-client.ts';
import { useT } from '../../kit/i18n/index.ts';

export function LanguageFailure({ error, action }: { error: unknown; action: string }) {
  const t = useT();
  const text = isApiError(error, 503)
    ? t('messaging.composer.notConfigured', { action })
    : isApiError(error) && error.serverMessage
      ? error.serverMessage
      : t('messaging.language.failed');
  return (
    <Alert
      color={isApiError(error, 503) ? 'gray' : 'red'}
      variant="light"
      icon={<IconInfoCircle size={18} />}
      role="alert"
    >
      {text}
    </Alert>
  );
}

export function LanguageWorking() {
  const t = useT();
  return (
    <Center py="md" role="status">
      <Loader size="sm" mr="sm" />
      <Text size="sm" c="dimmed">
        {t('messaging.language.working')}
      </Text>
    </Center>
  );
}
