/**
 * A tariff's head on the Calling Rates screen: its description and three tiles, Default Cost per minute,
 * Default Price per minute and Free Minutes (initblock divided by 60; the seconds shown with an s suffix).
 */
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { freeMinutes, type Tariff } from '@portside/contract/callingcards/tariffs';
import { formatMinutes } from '../../../kit/format.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { rateMoney } from './rate-format.ts';

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
  return (
    <section aria-label={t('callingRates.tariffSummary', { name: tariff.description })}>
      <Text fw={600} mb="sm">
        {tariff.description}{' '}
        <Text span size="sm" c="dimmed" fw={400}>
          {t('callingRates.currency', { currency: tariff.default_currency })}
        </Text>
      </Text>
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
    </section>
  );
}
