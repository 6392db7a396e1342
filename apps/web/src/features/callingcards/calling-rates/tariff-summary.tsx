/**
 * A tariff's head on the Calling Rates screen: its description and three tiles, Default Cost per minute,
 * Default Price per minute and Free Minutes (initblock divided by 60; the seconds shown with an s suffix).
 * Beyond the spec (issue 13): how calls are billed (increment, minimum), and Edit tariff for a role that
 * may change calling cards.
 */
import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { freeMinutes, type Tariff } from '@portside/contract/callingcards/tariffs';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMinutes } from '../../../kit/format.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { useCan } from '../../../kit/session/permissions.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { rateMoney } from './rate-format.ts';
import { TariffDialog } from './tariff-dialog.tsx';

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 20, sm: 26 }} fw={700} c="harbor.9">
        {value}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}

export function TariffSummary({ tariff }: { tariff: Tariff }) {
  const t = useT();
  const canWrite = useCan('callingcards.write');
  const { domain } = useCurrentSession().environment;
  const [editing, setEditing] = useState(false);
  const billing = {
    increment: tariff.billing_increment,
    minimum: tariff.minimum_duration,
  };
  return (
    <section aria-label={t('callingRates.tariffSummary', { name: tariff.description })}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>
            {tariff.description}{' '}
            <Text span size="sm" c="dimmed" fw={400}>
              {t('callingRates.currency', { currency: tariff.default_currency })}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            {billing.minimum === 0
              ? t('callingRates.tariff.billingNoMinimum', billing)
              : t('callingRates.tariff.billing', billing)}
          </Text>
        </div>
        {canWrite ? (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPencil size={16} />}
            aria-label={t('callingRates.tariff.editRow', { name: tariff.description })}
            onClick={() => setEditing(true)}
            style={{ flexShrink: 0 }}
          >
            {t('callingRates.tariff.edit')}
          </Button>
        ) : null}
      </Group>
      {/* Three across even on a phone: short figures, and the rates list stays near the top. */}
      <SimpleGrid cols={3} spacing="sm" mb="lg">
        <Tile
          label={t('callingRates.defaultCost')}
          value={rateMoney(tariff.default_cost, tariff.default_currency)}
        />
        <Tile
          label={t('callingRates.defaultPrice')}
          value={rateMoney(tariff.default_price, tariff.default_currency)}
        />
        <Tile
          label={t('callingRates.freeMinutes')}
          value={formatMinutes(freeMinutes(tariff))}
          note={t('callingRates.seconds', { seconds: tariff.initblock })}
        />
      </SimpleGrid>
      {canWrite ? (
        <TariffDialog domain={domain} tariff={tariff} opened={editing} onClose={() => setEditing(false)} />
      ) : null}
    </section>
  );
}
