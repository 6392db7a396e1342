/**
 * The account banner (spec 000 §2.7): which messaging account is in use, with 'change' to pick another,
 * or a prompt to select one. A role that may change the PBX also gets Update Extension for the account.
 */
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { IconUserCircle, IconUserCog, IconUserQuestion } from '@tabler/icons-react';
import { useT } from '../../kit/i18n/index.ts';
import type { MessagingAccount } from './data/account.ts';
import classes from './inbox.module.css';

export function AccountBanner({
  account,
  onChange,
  onUpdate,
}: {
  account: MessagingAccount | null;
  onChange: () => void;
  /** Absent for a role that may not change extensions. */
  onUpdate?: () => void;
}) {
  const t = useT();
  return (
    <Paper
      withBorder
      radius="md"
      px="md"
      py={8}
      bg={account ? 'white' : 'yellow.0'}
      role="region"
      aria-label={t('messaging.account.changeLabel')}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" miw={0} align="flex-start">
          {account ? (
            <IconUserCircle
              size={20}
              color="var(--mantine-color-harbor-7)"
              aria-hidden
              style={{ flex: 'none' }}
            />
          ) : (
            <IconUserQuestion
              size={20}
              color="var(--mantine-color-yellow-8)"
              aria-hidden
              style={{ flex: 'none' }}
            />
          )}
          {account ? (
            <Text size="sm" data-testid="account-banner">
              {t('messaging.account.signedInAs', { username: account.username })}{' '}
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={600}
                onClick={onChange}
                aria-label={t('messaging.account.changeLabel')}
              >
                {t('messaging.account.change')}
              </Anchor>
            </Text>
          ) : (
            <Text size="sm" data-testid="account-banner">
              {t('messaging.account.none')}{' '}
              <Anchor component="button" type="button" size="sm" fw={600} onClick={onChange}>
                {t('messaging.account.selectNow')}
              </Anchor>
            </Text>
          )}
        </Group>
        {account && onUpdate ? (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconUserCog size={16} />}
            onClick={onUpdate}
            aria-label={t('messaging.account.updateLabel', { number: account.username })}
            style={{ flex: 'none' }}
          >
            <span className={classes.updateText}>{t('messaging.account.update')}</span>
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
