/** Dashboard (spec 000 §2.6, §7.2): PBX, calling cards, their CDRs, messaging, and calls per day. */
import { ActionIcon, Grid, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconChartBar,
  IconCreditCard,
  IconMessages,
  IconReceipt,
  IconRefresh,
  IconServer,
} from '@tabler/icons-react';
import { formatCount } from '../../kit/format.ts';
import { useT } from '../../kit/i18n/index.ts';
import { isModuleOpen } from '../../kit/session/module-access.ts';
import { sessionCan } from '../../kit/session/permissions.ts';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import { LoadFailed } from '../../kit/ui/load-failed.tsx';
import { PageHeader } from '../../kit/ui/page-header.tsx';
import { useStatistics } from './api/use-statistics.ts';
import { CardsTable, CdrsTable } from './calling-cards-tables.tsx';
import { CallsChart } from './calls-chart.tsx';
import classes from './dashboard.module.css';
import { PbxTable } from './pbx-table.tsx';
import { SectionCard } from './section-card.tsx';

export function DashboardScreen() {
  const t = useT();
  const session = useCurrentSession();
  const { environment } = session;
  // A module the account cannot open (or the carrier hides), or the role may not read, has no section.
  const pbxOpen = isModuleOpen(session, 'pbx') && sessionCan(session, 'pbx.read');
  const messagingOpen = isModuleOpen(session, 'omnichannel') && sessionCan(session, 'messaging.read');
  const cardsOpen = isModuleOpen(session, 'callingcards') && sessionCan(session, 'callingcards.read');
  const statistics = useStatistics(environment.domain);
  const data = statistics.data;
  const loading = statistics.isPending;

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={t('dashboard.subtitle', { environment: `${environment.name} (${environment.code})` })}
        actions={
          <Tooltip label={t('dashboard.refresh')}>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => void statistics.refetch()}
              loading={statistics.isFetching}
              aria-label={t('dashboard.refresh')}
            >
              <IconRefresh size={18} />
            </ActionIcon>
          </Tooltip>
        }
      />
      {statistics.isError && !data ? (
        <LoadFailed onRetry={() => void statistics.refetch()} />
      ) : (
        <Stack gap="lg">
          <Grid gap="lg">
            {pbxOpen ? (
              <Grid.Col span={{ base: 12, md: messagingOpen ? 8 : 12 }}>
                <SectionCard title={t('dashboard.pbx')} icon={IconServer} loading={loading}>
                  {data ? <PbxTable pbx={data.pbx} /> : null}
                </SectionCard>
              </Grid.Col>
            ) : null}
            {messagingOpen ? (
              <Grid.Col span={{ base: 12, md: pbxOpen ? 4 : 12 }}>
                <SectionCard title={t('dashboard.messaging')} icon={IconMessages} loading={loading}>
                  {data ? (
                    <Stack gap={2}>
                      <Text className={classes.figure}>{formatCount(data.messaging.messages)}</Text>
                      <Text size="sm" c="dimmed">
                        {t('dashboard.messages')}
                      </Text>
                    </Stack>
                  ) : null}
                </SectionCard>
              </Grid.Col>
            ) : null}
          </Grid>
          {cardsOpen ? (
            <>
              <SectionCard title={t('dashboard.callingCards')} icon={IconCreditCard} loading={loading}>
                {data ? <CardsTable rows={data.callingcards} /> : null}
              </SectionCard>
              <SectionCard title={t('dashboard.callingCardsCdrs')} icon={IconReceipt} loading={loading}>
                {data ? <CdrsTable rows={data.callingcards} /> : null}
              </SectionCard>
            </>
          ) : null}
          <SectionCard
            title={t('dashboard.callsPerDay')}
            icon={IconChartBar}
            loading={loading}
            hint={t('dashboard.callsPerDayHint')}
          >
            {data ? <CallsChart days={data.calls_per_day} /> : null}
          </SectionCard>
        </Stack>
      )}
    </>
  );
}
