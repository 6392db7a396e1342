/**
 * The marketing layout (spec 002 "Public pages", 000 §2.1): header links with Case Studies, My Account
 * (dashboard when signed in, else sign-in), Visit Our Blog, a menu for phones, the footer with every case
 * study, the chat-support widget, and each page's own title and description (head.ts). The blog, sister
 * products and social links are the deployment's (use-site-links.ts): one not configured is not shown.
 * Each page opens at the top; a case study scrolls itself (smoothly) when its type changes.
 */
import {
  ActionIcon,
  Anchor,
  Box,
  type BoxProps,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  IconExternalLink,
  IconUserCircle,
} from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { type I18nKey, useT } from '../../kit/i18n/index.ts';
import { useSession } from '../../kit/session/use-session.ts';
import { BrandMark } from '../../kit/ui/brand-mark.tsx';
import { LanguageMenu } from '../../kit/ui/language-menu.tsx';
import { ChatWidget } from './chat-widget.tsx';
import { usePublicHead } from './head.ts';
import { STUDIES_PATH, STUDY_TYPES } from './links.ts';
import classes from './public.module.css';
import { useSiteLinks } from './use-site-links.ts';

const PRODUCT_LINKS: { to: string; label: I18nKey }[] = [
  { to: '/guestapp', label: 'public.nav.guestApp' },
  { to: '/crewapp', label: 'public.nav.crewApp' },
  { to: '/hospitalitypbx', label: 'public.nav.hospitalityPbx' },
  { to: '/health', label: 'public.nav.telehealth' },
];

/** The header: the spec's four product links, then every case study's index. */
const LINKS: { to: string; label: I18nKey }[] = [
  ...PRODUCT_LINKS,
  { to: STUDIES_PATH, label: 'public.nav.caseStudies' },
];

const PRODUCTS: { to: string; label: I18nKey }[] = [
  ...PRODUCT_LINKS,
  { to: '/hospitality', label: 'public.pages.hospitality.eyebrow' },
  { to: '/pbxsystem', label: 'public.pages.pbxsystem.eyebrow' },
  { to: '/starlink', label: 'public.pages.starlink.eyebrow' },
];

const SOCIAL_ICONS = {
  linkedin: IconBrandLinkedin,
  youtube: IconBrandYoutube,
  x: IconBrandX,
  facebook: IconBrandFacebook,
} as const;

export function PublicLayout() {
  const t = useT();
  const session = useSession();
  const { pathname, hash } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  const account = session.data ? '/dashboard' : '/auth';
  const links = useSiteLinks();
  usePublicHead();

  // Each public page starts at the top (spec 002 "Public pages"); case studies scroll themselves.
  // A link such as /#contact opens the page at that section instead. Not when the site first opens: the
  // browser has put the page where it belongs (its #section, a reload's place, or where the visitor
  // scrolled the pre-rendered page while its script loaded).
  const opened = useRef(false);
  useEffect(() => {
    menu.close();
    const target = hash ? document.getElementById(hash.slice(1)) : null;
    if (target) target.scrollIntoView();
    else if (opened.current && !pathname.startsWith(`${STUDIES_PATH}/`)) window.scrollTo({ top: 0 });
    opened.current = true;
  }, [pathname, hash, menu.close]);

  return (
    <Box className={classes.page}>
      <header className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never" aria-label={t('brand.name')}>
              <BrandMark />
            </Anchor>
            <Group gap="md" wrap="nowrap" visibleFrom="lg" component="nav" aria-label={t('public.nav.main')}>
              {LINKS.map((link) => (
                <Anchor key={link.to} component={NavLink} to={link.to} className={classes.navLink}>
                  {t(link.label)}
                </Anchor>
              ))}
              {links.blog && (
                <Anchor
                  href={links.blog}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.navLink}
                >
                  {t('public.nav.blog')}
                  <IconExternalLink size={14} className={classes.externalIcon} />
                </Anchor>
              )}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <LanguageMenu compact />
              <Button
                component={Link}
                to={account}
                leftSection={<IconUserCircle size={18} />}
                size="sm"
                visibleFrom="xs"
                hiddenFrom="lg"
              >
                {t('public.nav.myAccount')}
              </Button>
              {/* An icon where the header is full: a phone's (brand, language, account, menu) and a wide
                  screen's, whose links in Greek or Spanish leave no room for the words. */}
              <AccountIcon to={account} label={t('public.nav.myAccount')} hiddenFrom="xs" />
              <AccountIcon to={account} label={t('public.nav.myAccount')} visibleFrom="lg" />
              <Burger
                opened={menuOpened}
                onClick={menu.toggle}
                hiddenFrom="lg"
                size="sm"
                aria-label={t('public.nav.menu')}
                aria-expanded={menuOpened}
              />
            </Group>
          </Group>
        </Container>
      </header>
      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        position="right"
        size="80%"
        title={<BrandMark />}
        hiddenFrom="lg"
        closeButtonProps={{ 'aria-label': t('public.nav.closeMenu') }}
      >
        <Stack gap={4} component="nav" aria-label={t('public.nav.main')}>
          {LINKS.map((link) => (
            <Anchor key={link.to} component={NavLink} to={link.to} className={classes.drawerLink}>
              {t(link.label)}
            </Anchor>
          ))}
          {links.blog && (
            <Anchor
              href={links.blog}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.drawerLink}
            >
              {t('public.nav.blog')} <IconExternalLink size={14} />
            </Anchor>
          )}
          <Button component={Link} to={account} mt="md" leftSection={<IconUserCircle size={18} />}>
            {t('public.nav.myAccount')}
          </Button>
        </Stack>
      </Drawer>
      <main className={classes.main}>
        <Outlet />
      </main>
      <footer className={classes.footer}>
        <Container size="lg" py={48}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
            <Stack gap="sm">
              <BrandMark />
              <Text size="sm" c="dimmed">
                {t('brand.tagline')}
              </Text>
              {links.social.length > 0 && (
                <Group gap="xs" aria-label={t('public.footer.social')} role="group">
                  {links.social.map(({ key, href }) => {
                    const SocialIcon = SOCIAL_ICONS[key];
                    return (
                      <Anchor
                        key={key}
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={classes.social}
                        aria-label={t(`public.footer.${key}`)}
                      >
                        <SocialIcon size={18} />
                      </Anchor>
                    );
                  })}
                </Group>
              )}
            </Stack>
            <FooterColumn title={t('public.footer.company')}>
              <Anchor component={Link} to="/aboutus" size="sm" c="dimmed">
                {t('public.footer.aboutUs')}
              </Anchor>
              <Anchor component={Link} to="/#contact" size="sm" c="dimmed">
                {t('public.footer.contact')}
              </Anchor>
              {links.blog && (
                <Anchor href={links.blog} target="_blank" rel="noopener noreferrer" size="sm" c="dimmed">
                  {t('public.nav.blog')}
                </Anchor>
              )}
              {links.sisterProducts.length > 0 && (
                <Text fw={600} size="sm" mt="sm">
                  {t('public.footer.family')}
                </Text>
              )}
              {links.sisterProducts.map(({ key, href }) => (
                <Anchor key={key} href={href} target="_blank" rel="noopener noreferrer" size="sm" c="dimmed">
                  {t(`public.footer.sister.${key}`)}
                </Anchor>
              ))}
            </FooterColumn>
            <FooterColumn title={t('public.footer.products')}>
              {PRODUCTS.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                  {t(link.label)}
                </Anchor>
              ))}
            </FooterColumn>
            <FooterColumn title={t('public.footer.caseStudies')}>
              {STUDY_TYPES.map((type) => (
                <Anchor key={type} component={Link} to={`${STUDIES_PATH}/${type}`} size="sm" c="dimmed">
                  {t(`public.impact.studies.${type}.title`)}
                </Anchor>
              ))}
              <Anchor component={Link} to={STUDIES_PATH} size="sm" fw={600} c="harbor.7">
                {t('public.footer.allStudies')}
              </Anchor>
            </FooterColumn>
          </SimpleGrid>
          <Group justify="space-between" mt={40} pt="lg" className={classes.footerBottom} gap="xs">
            <Text size="xs" c="dimmed">
              {t('public.footer.copyright', { year: new Date().getFullYear() })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('public.footer.address')}
            </Text>
          </Group>
        </Container>
      </footer>
      <ChatWidget />
    </Box>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** The account link as an icon, named for screen readers and, on hover, in a tooltip. */
function AccountIcon({ to, label, ...visibility }: { to: string; label: string } & BoxProps) {
  return (
    <Tooltip label={label} position="bottom">
      <ActionIcon component={Link} to={to} size={36} radius="md" aria-label={label} {...visibility}>
        <IconUserCircle size={20} />
      </ActionIcon>
    </Tooltip>
  );
}
