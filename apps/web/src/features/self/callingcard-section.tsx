/**
 * A cabin's own calling card: the balance, the initial balance a billing reset restores, status and
 * expiry, and the calls of this billing period (newest first, Load More). Read only.
 */
import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SelfCdr } from '@portside/contract/self';
import { IconCreditCard } from '@tabler/icons-react';
import { useT } from '../../kit/i18n/index.ts';
import { formatListDate } from '../../kit/list/index.ts';
import { LoadFailed } from '../../kit/ui/load-failed.tsx';
import { useCallingCard } from './api/get-callingcard.ts';
import { useCallingCardCdrs } from './api/get-callingcard-cdrs.ts';
import { formatBalance, formatMinutes } from './self-format.ts';
import { SelfSection } from './self-section.tsx';

export function CallingCardSection() {
  const t = useT();
  const card = useCallingCard(true);
  return (
    <SelfSection title={t('self.callingcard.title')} icon={IconCreditCard}>
      {card.isPending ? null : card.isError ? (
        <LoadFailed onRetry={() => void card.refetch()} />
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
            <Figure label={t('self.callingcard.balance')}>
              <Text fz={28} fw={700} c="harbor.9" lh={1.1}>
                {formatBalance(card.data.credit, card.data.currency)}
              </Text>
            </Figure>
            <Figure label={t('self.callingcard.initialBalance')}>
              <Text fw={600}>{formatBalance(card.data.initialbalance, card.data.currency)}</Text>
            </Figure>
            <Figure label={t('self.callingcard.status')}>
              <Group gap={6}>
                <Badge variant="light" color={card.data.status === 1 ? 'teal' : 'gray'} tt="none">
                  {card.data.status === 1 ? t('self.callingcard.active') : t('self.callingcard.inactive')}
                </Badge>
                <Text size="xs" c="dimmed">
                  {card.data.expirationdate
                    ? `${t('self.callingcard.expires')} ${card.data.expirationdate}`
                    : t('self.callingcard.noExpiry')}
                </Text>
              </Group>
            </Figure>
          </SimpleGrid>
          <RecentCalls currency={card.data.currency} />
        </Stack>
      )}
    </SelfSection>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function RecentCalls({ currency }: { currency: string }) {
  const t = useT();
  const calls = useCallingCardCdrs(true);
  if (calls.isPending) return null;
  if (calls.isError) return <LoadFailed onRetry={() => void calls.refetch()} />;
  const rows = calls.data.pages.flatMap((page) => page.data);
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('self.callingcard.recentCalls')}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('self.callingcard.noCalls')}
        </Text>
      ) : (
        <Stack
          component="ul"
          aria-label={t('self.callingcard.recentCalls')}
          gap={0}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {rows.map((call) => (
            <CallRow key={call.id} call={call} currency={currency} />
          ))}
        </Stack>
      )}
      {calls.hasNextPage ? (
        <Button
          variant="default"
          size="xs"
          onClick={() => void calls.fetchNextPage()}
          loading={calls.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('self.voicemail.loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}

function CallRow({ call, currency }: { call: SelfCdr; currency: string }) {
  const t = useT();
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py={8}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} truncate>
          {call.destination_name ? `${call.destination_name} · ${call.destination}` : call.destination}
        </Text>
        <Text size="xs" c="dimmed">
          {formatListDate(call.starttime)} ·{' '}
          {call.stoptime === null
            ? t('self.callingcard.inProgress')
            : call.answered === 1
              ? t('self.callingcard.duration', { minutes: formatMinutes(call.sessiontime) })
              : t('self.callingcard.notAnswered')}
        </Text>
      </Stack>
      <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
        {formatBalance(call.sessionprice, call.currency || currency)}
      </Text>
    </Group>
  );
}
