/** The marketing layout: header links, My Account, footer with About Us, impact studies, copyright. */
import { Anchor, Box, Burger, Button, Container, Group, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { type I18nKey, useT } from '../../kit/i18n/index.ts';
import { useSession } from '../../kit/session/use-session.ts';
import { BrandMark } from '../../kit/ui/brand-mark.tsx';
import classes from './public.module.css';

const LINKS: { to: string; label: I18nKey }[] = [
  { to: '/guestapp', label: 'public.nav.guestApp' },
  { to: '/crewapp', label: 'public.nav.crewApp' },
  { to: '/hospitalitypbx', label: 'public.nav.hospitalityPbx' },
  { to: '/health', label: 'public.nav.telehealth' },
];

export const FOOTER_STUDIES = [
  'cunard',
  'disney',
  'ncl',
  'holand',
  'noaa-ship',
  'navy-communications',
] as const;

export function PublicLayout() {
  const t = useT();
  const session = useSession();
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  const account = session.data ? '/dashboard' : '/auth';

  // Each public page starts at the top (spec 002 "Public pages").
  useEffect(() => {
    if (pathname) window.scrollTo({ top: 0 });
  }, [pathname]);

  return (
    <Box className={classes.page}>
      <header className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never" aria-label={t('brand.name')}>
              <BrandMark />
            </Anchor>
            <Group gap="lg" visibleFrom="md" component="nav">
              {LINKS.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} c="dark.6" fw={500} size="sm">
                  {t(link.label)}
                </Anchor>
              ))}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Button component={Link} to={account} leftSection={<IconUserCircle size={18} />} size="sm">
                {t('public.nav.myAccount')}
              </Button>
              <Menu opened={menuOpened} onChange={menu.toggle} position="bottom-end" width={220}>
                <Menu.Target>
                  <Burger opened={menuOpened} hiddenFrom="md" size="sm" aria-label={t('public.nav.menu')} />
                </Menu.Target>
                <Menu.Dropdown>
                  {LINKS.map((link) => (
                    <Menu.Item key={link.to} component={Link} to={link.to}>
                      {t(link.label)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            </Group>
          </Group>
        </Container>
      </header>
      <main className={classes.main}>
        <Outlet />
      </main>
      <footer className={classes.footer}>
        <Container size="lg" py="xl">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
            <Stack gap="xs">
              <BrandMark />
              <Text size="sm" c="dimmed">
                {t('brand.tagline')}
              </Text>
            </Stack>
            <Stack gap={6}>
              <Text fw={600} size="sm">
                {t('brand.name')}
              </Text>
              <Anchor component={Link} to="/aboutus" size="sm" c="dimmed">
                {t('public.footer.aboutUs')}
              </Anchor>
              {LINKS.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                  {t(link.label)}
                </Anchor>
              ))}
            </Stack>
            <Stack gap={6}>
              <Text fw={600} size="sm">
                {t('public.footer.caseStudies')}
              </Text>
              {FOOTER_STUDIES.map((type) => (
                <Anchor key={type} component={Link} to={`/impactstudy/${type}`} size="sm" c="dimmed">
                  {t(`public.impact.studies.${type}`)}
                </Anchor>
              ))}
            </Stack>
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt="xl">
            {t('public.footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Container>
      </footer>
    </Box>
  );
}
