/**
 * Revoke on a token's row: a confirmation that names the token and says what stops, then the DELETE; the
 * server's sentence stays in the dialog on failure. A revoked token stays in the list, marked Revoked.
 */
import { Code, Text } from '@mantine/core';
import type { ApiToken } from '@portside/contract/tokens';
import { IconKeyOff } from '@tabler/icons-react';
import { useT } from '../../kit/i18n/index.ts';
import { DeleteRowButton } from '../../kit/list/index.ts';
import { useRevokeApiToken } from './api/token-api.ts';

export function RevokeTokenButton({ domain, token }: { domain: string; token: ApiToken }) {
  const t = useT();
  const revoke = useRevokeApiToken(domain);
  return (
    <DeleteRowButton
      label={t('tokens.revokeRow', { name: token.name })}
      title={t('tokens.revokeTitle')}
      question={t('tokens.revokeConfirm', { name: token.name })}
      summary={
        <>
          <Text size="sm" fw={600}>
            {token.name}
          </Text>
          <Code>{`${token.prefix}…`}</Code>
        </>
      }
      onDelete={() => revoke.mutateAsync(token.id)}
      deleted={t('tokens.revoked', { name: token.name })}
      failed={t('tokens.errors.revokeFailed')}
      confirmLabel={t('tokens.revoke')}
      icon={<IconKeyOff size={18} />}
    />
  );
}
