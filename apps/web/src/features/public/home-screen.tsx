/** The marketing home: a hero for cruise lines and the four things Portside does. */
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconMessages, IconPhoneCall, IconSatellite, IconServer } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../kit/i18n/index.ts';
import classes from './public.module.css';

const FEATURES = [
  { key: 'calling', icon: IconPhoneCall },
  { key: 'messaging', icon: IconMessages },
  { key: 'pbx', icon: IconServer },
  { key: 'starlink', icon: IconSatellite },
] as const;

export function HomeScreen() {
  const t = useT();
  return (
    <>
      <section className={classes.hero}>
        <Container size="lg" py={{ base: 56, sm: 96 }}>
          <Stack gap="lg" maw={680}>
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
                component={Link}
                to="/auth"
                size="md"
                variant="white"
                rightSection={<IconArrowRight size={18} />}
              >
                {t('public.home.primary')}
              </Button>
              <Button component={Link} to="/guestapp" size="md" variant="outline" color="white">
                {t('public.home.secondary')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>
      <section className={classes.section}>
        <Container size="lg" py={{ base: 48, sm: 72 }}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {FEATURES.map(({ key, icon: Icon }) => (
              <Card key={key} withBorder padding="lg" radius="md">
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
    </>
  );
}
