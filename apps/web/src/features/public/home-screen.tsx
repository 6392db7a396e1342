/**
 * The marketing home (spec 002 "Public pages"): hero for cruise lines, calling flows, messaging and video
 * over ship Wi-Fi, a feature list, a hotel teaser, Starlink facts, three case studies with the way to all
 * eleven, the inquiry form and trusted partners.
 */
import {
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingSkyscraper,
  IconChartBar,
  IconCheck,
  IconCreditCard,
  IconDeviceMobile,
  IconMessages,
  IconPhoneCall,
  IconPhoneOutgoing,
  IconSatellite,
  IconServer,
  IconStethoscope,
  IconVideo,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../kit/i18n/index.ts';
import { ShipLinkArt } from './illustrations.tsx';
import { InquiryForm } from './inquiry-form.tsx';
import { CONTACT_ID, STUDIES_PATH, type StudyType } from './links.ts';
import { PartnersCarousel } from './partners-carousel.tsx';
import classes from './public.module.css';
import { StudyCard } from './study-card.tsx';

const FLOW = [
  { key: 'one', icon: IconDeviceMobile },
  { key: 'two', icon: IconServer },
  { key: 'three', icon: IconSatellite },
] as const;

const FEATURES = [
  { key: 'calling', icon: IconPhoneCall },
  { key: 'messaging', icon: IconMessages },
  { key: 'pbx', icon: IconServer },
  { key: 'cards', icon: IconCreditCard },
  { key: 'health', icon: IconStethoscope },
  { key: 'reports', icon: IconChartBar },
] as const;

const FACTS = ['down', 'up', 'latency', 'extensions', 'ships', 'sales'] as const;

/** A cruise line, a navy and a health system: the three kinds of buyer the site speaks to. */
const FEATURED_STUDIES: StudyType[] = ['cunard', 'navi-carrier-strike-group', 'disney'];

export function HomeScreen() {
  const t = useT();
  return (
    <>
      <section className={classes.hero}>
        <Container size="lg" py={{ base: 48, sm: 88 }}>
          <Grid align="center" gap={{ base: 'xl', md: 48 }}>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="lg">
                <Badge variant="white" color="harbor" size="lg" radius="sm" w="fit-content">
                  {t('public.home.eyebrow')}
                </Badge>
                <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.1} c="white">
                  {t('public.home.title')}
                </Title>
                <Text fz={{ base: 'md', sm: 'lg' }} c="harbor.0">
                  {t('public.home.text')}
                </Text>
                <Group gap="sm">
                  <Button
                    component="a"
                    href={`#${CONTACT_ID}`}
                    size="md"
                    variant="white"
                    rightSection={<IconArrowRight size={18} />}
                  >
                    {t('public.cta.talk')}
                  </Button>
                  <Button component={Link} to="/guestapp" size="md" variant="outline" color="white">
                    {t('public.home.secondary')}
                  </Button>
                </Group>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }} className={classes.heroArt}>
              <ShipLinkArt label={t('public.home.heroArt')} />
            </Grid.Col>
          </Grid>
        </Container>
      </section>

      <section className={classes.section}>
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <SectionHeading
            eyebrow={t('public.home.flows.eyebrow')}
            title={t('public.home.flows.title')}
            text={t('public.home.flows.text')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="xl">
            {FLOW.map(({ key, icon: Icon }, index) => (
              <Card key={key} withBorder padding="lg" className={classes.flowCard}>
                <Group justify="space-between" mb="md">
                  <ThemeIcon size={44} radius="md" variant="light">
                    <Icon size={24} stroke={1.6} />
                  </ThemeIcon>
                  <Text className={classes.stepNumber} aria-hidden="true">
                    {`0${index + 1}`}
                  </Text>
                </Group>
                <Text fw={600} mb={6}>
                  {t(`public.home.flows.${key}.title`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`public.home.flows.${key}.text`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section>
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <Grid gap={{ base: 'xl', md: 64 }} align="center">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="md">
                <Text className={classes.eyebrow}>{t('public.home.messaging.eyebrow')}</Text>
                <Title order={2} className={classes.sectionTitle}>
                  {t('public.home.messaging.title')}
                </Title>
                <Text c="dimmed">{t('public.home.messaging.text')}</Text>
                <List
                  spacing="sm"
                  icon={
                    <ThemeIcon size={22} radius="xl" color="teal">
                      <IconCheck size={14} />
                    </ThemeIcon>
                  }
                >
                  {(['one', 'two', 'three', 'four'] as const).map((key) => (
                    <List.Item key={key}>{t(`public.home.messaging.${key}`)}</List.Item>
                  ))}
                </List>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <ChatMock />
            </Grid.Col>
          </Grid>
        </Container>
      </section>

      <section className={classes.sectionMuted}>
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <SectionHeading
            eyebrow={t('public.home.features.eyebrow')}
            title={t('public.home.features.title')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="xl">
            {FEATURES.map(({ key, icon: Icon }) => (
              <Card key={key} withBorder padding="lg">
                <ThemeIcon size={44} radius="md" variant="light" mb="md">
                  <Icon size={24} stroke={1.6} />
                </ThemeIcon>
                <Text fw={600} mb={6}>
                  {t(`public.home.features.${key}.title`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`public.home.features.${key}.text`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section>
        <Container size="lg" py={{ base: 48, sm: 72 }}>
          <Paper className={classes.teaser} radius="lg" p={{ base: 'lg', sm: 40 }}>
            <Grid align="center" gap="xl">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Group gap="md" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={52} radius="md" variant="white" visibleFrom="sm">
                    <IconBuildingSkyscraper size={28} />
                  </ThemeIcon>
                  <Stack gap={6}>
                    <Text className={classes.eyebrowLight}>{t('public.home.hotel.eyebrow')}</Text>
                    <Title order={2} c="white" fz={{ base: 24, sm: 30 }}>
                      {t('public.home.hotel.title')}
                    </Title>
                    <Text c="harbor.0">{t('public.home.hotel.text')}</Text>
                  </Stack>
                </Group>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Group justify="flex-end">
                  <Button
                    component={Link}
                    to="/hospitality"
                    variant="white"
                    size="md"
                    rightSection={<IconArrowRight size={18} />}
                  >
                    {t('public.cta.seeHospitality')}
                  </Button>
                </Group>
              </Grid.Col>
            </Grid>
          </Paper>
        </Container>
      </section>

      <section className={classes.section}>
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <SectionHeading
            eyebrow={t('public.home.starlink.eyebrow')}
            title={t('public.home.starlink.title')}
            text={t('public.home.starlink.text')}
          />
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing={{ base: 'sm', sm: 'lg' }} mt="xl">
            {FACTS.map((key) => (
              <Card key={key} withBorder padding="lg" className={classes.fact}>
                <Text className={classes.factValue}>{t(`public.home.starlink.${key}.value`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`public.home.starlink.${key}.label`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section className={classes.sectionMuted}>
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <SectionHeading
            eyebrow={t('public.home.studies.eyebrow')}
            title={t('public.home.studies.title')}
            text={t('public.home.studies.text')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" mt="xl">
            {FEATURED_STUDIES.map((type) => (
              <StudyCard key={type} type={type} />
            ))}
          </SimpleGrid>
          <Group mt="xl">
            <Button
              component={Link}
              to={STUDIES_PATH}
              variant="outline"
              rightSection={<IconArrowRight size={18} />}
            >
              {t('public.home.studies.seeAll')}
            </Button>
          </Group>
        </Container>
      </section>

      <section>
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <InquiryForm />
        </Container>
      </section>

      <section className={classes.sectionMuted}>
        <Container size="lg" py={{ base: 48, sm: 72 }}>
          <SectionHeading
            eyebrow={t('public.home.partners.eyebrow')}
            title={t('public.home.partners.title')}
          />
          <PartnersCarousel />
        </Container>
      </section>
    </>
  );
}

export function SectionHeading({ eyebrow, title, text }: { eyebrow: string; title: string; text?: string }) {
  return (
    <Stack gap="sm" maw={720}>
      <Text className={classes.eyebrow}>{eyebrow}</Text>
      <Title order={2} className={classes.sectionTitle}>
        {title}
      </Title>
      {text && <Text c="dimmed">{text}</Text>}
    </Stack>
  );
}

/** A phone-like chat and video card drawn with CSS. */
function ChatMock() {
  const t = useT();
  return (
    <Paper className={classes.chatMock} radius="xl" p="lg" aria-hidden="true">
      <Group gap="xs" mb="md">
        <ThemeIcon radius="xl" size={32} color="harbor">
          <IconMessages size={18} />
        </ThemeIcon>
        <Text fw={600} size="sm">
          {t('public.home.messaging.chatSample.from')}
        </Text>
      </Group>
      <Stack gap="xs">
        <Text className={classes.bubbleIn}>{t('public.home.messaging.chatSample.message')}</Text>
        <Text className={classes.bubbleOut}>{t('public.home.messaging.chatSample.reply')}</Text>
      </Stack>
      <div className={classes.videoTile}>
        <Group gap={8} className={classes.videoLabel}>
          <IconVideo size={16} />
          <Text size="xs" fw={600}>
            {t('public.home.messaging.chatSample.video')}
          </Text>
        </Group>
        <Group gap="sm" className={classes.videoControls}>
          <ThemeIcon radius="xl" size={36} color="red">
            <IconPhoneOutgoing size={18} />
          </ThemeIcon>
        </Group>
      </div>
    </Paper>
  );
}
