/**
 * Calling Rates (spec 002): a tab per active tariff of the ship (the first chosen on open); the tariff's
 * description and tiles, then its Special Rates list. A ship without tariffs says so.
 */
import { Center, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../kit/i18n/index.ts';
import { ListHeader, ListTabsBar } from '../../../kit/list/index.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { LoadFailed } from '../../../kit/ui/load-failed.tsx';
import { useTariffs } from './rate-api.ts';
import { SpecialRates } from './special-rates.tsx';
import { TariffSummary } from './tariff-summary.tsx';

export function CallingRatesScreen() {
  const t = useT();
  const { domain } = useCurrentSession().environment;
  const tariffs = useTariffs(domain);
  const [chosen, setChosen] = useState<string | null>(null);
  const all = tariffs.data?.data ?? [];
  const tariff = all.find((x) => String(x.id) === chosen) ?? all[0];

  return (
    <>
      <ListHeader title={t('screens.callingRates')} />
      {tariffs.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : tariffs.isError ? (
        <LoadFailed onRetry={() => void tariffs.refetch()} />
      ) : tariff === undefined ? (
        <Text c="dimmed">{t('callingRates.noTariffs')}</Text>
      ) : (
        <>
          <ListTabsBar
            tabs={{
              value: String(tariff.id),
              onChange: setChosen,
              label: t('callingRates.tariffs'),
              items: all.map((x) => ({ value: String(x.id), label: x.description })),
            }}
          />
          <TariffSummary tariff={tariff} />
          {/* Another tariff is another list: search and pages start again. */}
          <SpecialRates
            key={tariff.id}
            domain={domain}
            tariff={tariff.id}
            currency={tariff.default_currency}
          />
        </>
      )}
    </>
  );
}
