/**
 * The product pages and About Us (spec 002 "Public pages"): Guest App, Crew App, Hospitality (three
 * routes), Telehealth, Starlink and About Us. One layout, the words from en-public.ts; Telehealth adds
 * health screening (coming soon) and the contact-tracing rule, and its call to action books a demo: the
 * page's inquiry form, with the page's topic already chosen.
 */

import {
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { InquiryTopic } from '@portside/contract/inquiry-topics';
import {
  type Icon,
  IconAnchor,
  IconArrowRight,
  IconBed,
  IconBrowser,
  IconBuildingCommunity,
  IconCalendarTime,
  IconDeviceMobileMessage,
  IconDroplet,
  IconHeartbeat,
  IconLungs,
  IconPhoneCall,
  IconSatellite,
  IconServer,
  IconShieldCheck,
  IconStethoscope,
  IconTemperature,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useMatches } from 'react-router';
import { useT } from '../../kit/i18n/index.ts';
import { InquiryForm } from './inquiry-form.tsx';
import { CONTACT_ID, type InfoPage } from './links.ts';
import classes from './public.module.css';

/** What an inquiry sent from each page is about. */
const TOPICS: Record<InfoPage, InquiryTopic> = {
  guestapp: 'guestapp',
  crewapp: 'crewapp',
  hospitality: 'hospitality',
  hospitalitypbx: 'hospitality',
  pbxsystem: 'pbx',
  starlink: 'starlink',
  health: 'telehealth',
  aboutus: 'general',
};

const ICONS: Record<InfoPage, { hero: Icon; features: [Icon, Icon, Icon, Icon] }> = {
  guestapp: {
    hero: IconDeviceMobileMessage,
    features: [IconPhoneCall, IconAnchor, IconUsersGroup, IconDeviceMobileMessage],
  },
  crewapp: {
    hero: IconUsersGroup,
    features: [IconPhoneCall, IconCalendarTime, IconServer, IconDeviceMobileMessage],
  },
  hospitality: {
    hero: IconBed,
    features: [IconBed, IconCalendarTime, IconPhoneCall, IconDeviceMobileMessage],
  },
  hospitalitypbx: {
    hero: IconServer,
    features: [IconBuildingCommunity, IconPhoneCall, IconServer, IconShieldCheck],
  },
  pbxsystem: { hero: IconServer, features: [IconPhoneCall, IconUsersGroup, IconCalendarTime, IconSatellite] },
  starlink: { hero: IconSatellite, features: [IconSatellite, IconSatellite, IconPhoneCall, IconAnchor] },
  health: {
    hero: IconStethoscope,
    features: [IconStethoscope, IconBrowser, IconShieldCheck, IconUsersGroup],
  },
  aboutus: { hero: IconAnchor, features: [IconAnchor, IconServer, IconShieldCheck, IconBuildingCommunity] },
};

const FEATURE_KEYS = ['one', 'two', 'three', 'four'] as const;

/** A call to action whose words may run longer in another language wraps rather than being cut. */
const WRAPPING = {
  h: 'auto',
  mih: 42,
  py: 8,
  styles: { label: { whiteSpace: 'normal' as const } },
};

export function InfoScreen() {
  const t = useT();
  const page = (useMatches().at(-1)?.handle as { page?: InfoPage } | undefined)?.page ?? 'aboutus';
  const icons = ICONS[page];
  const HeroIcon = icons.hero;
  return (
    <>
      <section className={classes.heroSmall}>
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <Grid align="center" gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="md">
                <Badge variant="white" color="harbor" size="lg" radius="sm" w="fit-content">
                  {t(`public.pages.${page}.eyebrow`)}
                </Badge>
                <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15} c="white">
                  {t(`public.pages.${page}.title`)}
                </Title>
                <Text fz={{ base: 'md', sm: 'lg' }} c="harbor.0" maw={640}>
                  {t(`public.pages.${page}.text`)}
                </Text>
                <Group>
                  <Button
                    component="a"
                    href={`#${CONTACT_ID}`}
                    variant="white"
                    size="md"
                    rightSection={<IconArrowRight size={18} />}
                    {...WRAPPING}
                  >
                    {page === 'health' ? t('public.cta.bookTelehealth') : t('public.cta.talk')}
                  </Button>
                </Group>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
              <div className={classes.heroBadge} aria-hidden="true">
                <HeroIcon size={96} stroke={1.2} />
              </div>
            </Grid.Col>
          </Grid>
        </Container>
      </section>

      <section className={classes.section}>
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {FEATURE_KEYS.map((key, index) => {
              const FeatureIcon = icons.features[index] ?? HeroIcon;
              return (
                <Card key={key} withBorder padding="lg">
                  <ThemeIcon size={44} radius="md" variant="light" mb="md">
                    <FeatureIcon size={24} stroke={1.6} />
                  </ThemeIcon>
                  <Text fw={600} mb={6}>
                    {t(`public.pages.${page}.features.${key}.title`)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`public.pages.${page}.features.${key}.text`)}
                  </Text>
                </Card>
              );
            })}
          </SimpleGrid>
          <Paper className={classes.highlight} radius="lg" p={{ base: 'lg', sm: 'xl' }} mt="xl">
            <Group justify="space-between" gap="md">
              <Text fz={{ base: 'lg', sm: 'xl' }} fw={600} c="harbor.9" maw={760}>
                {t(`public.pages.${page}.highlight`)}
              </Text>
              {page === 'health' && (
                <Button
                  component="a"
                  href={`#${CONTACT_ID}`}
                  size="md"
                  rightSection={<IconArrowRight size={18} />}
                  {...WRAPPING}
                >
                  {t('public.cta.bookTelehealth')}
                </Button>
              )}
            </Group>
          </Paper>
        </Container>
      </section>

      {page === 'health' && <HealthExtras />}

      <section>
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <InquiryForm key={page} topic={TOPICS[page]} />
        </Container>
      </section>
    </>
  );
}

const SCREENING = [
  { key: 'heartRate', icon: IconHeartbeat },
  { key: 'breathingRate', icon: IconLungs },
  { key: 'temperature', icon: IconTemperature },
  { key: 'bloodOxygen', icon: IconDroplet },
] as const;

function HealthExtras() {
  const t = useT();
  return (
    <section className={classes.sectionMuted}>
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Title order={2} className={classes.sectionTitle} mb={6}>
              {t('public.pages.health.screening.title')}
            </Title>
            <Text c="dimmed" mb="lg">
              {t('public.pages.health.screening.text')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {SCREENING.map(({ key, icon: ItemIcon }) => (
                <Card key={key} withBorder padding="md">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon variant="light" radius="md" size={38}>
                      <ItemIcon size={20} />
                    </ThemeIcon>
                    <Stack gap={4} align="flex-start">
                      <Text fw={600} lh={1.2}>
                        {t(`public.pages.health.screening.${key}`)}
                      </Text>
                      <Badge variant="light" color="orange" size="sm">
                        {t('public.cta.comingSoon')}
                      </Badge>
                    </Stack>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder padding="xl" h="100%">
              <ThemeIcon variant="light" radius="md" size={44} mb="md">
                <IconUsersGroup size={24} />
              </ThemeIcon>
              <Title order={3} mb="xs">
                {t('public.pages.health.tracing.title')}
              </Title>
              <Text c="dimmed" mb="md">
                {t('public.pages.health.tracing.text')}
              </Text>
              <Badge size="lg" radius="sm" variant="light" className={classes.wrapBadge}>
                {t('public.pages.health.tracing.rule')}
              </Badge>
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}
