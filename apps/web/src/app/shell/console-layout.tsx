/**
 * The signed-in shell: top bar, side bar (a drawer behind a burger below 880 px), content.
 * Screens marked `handle: { wide: true }` get more width than the default 850 px.
 */
import { AppShell, Box } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@portside/contract/constants';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { sidebarOwner } from '../../kit/local-store.ts';
import { useFollowSessionLanguage } from '../../kit/session/use-language.ts';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import classes from './shell.module.css';
import { SideBar } from './side-bar.tsx';
import { Identity, TopBar } from './top-bar.tsx';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';

export function ConsoleLayout() {
  const session = useCurrentSession();
  useFollowSessionLanguage(session);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`, false, {
    getInitialValueInEffect: false,
  });
  const [navOpened, nav] = useDisclosure(false);
  const [collapsedChoice, toggleCollapsed] = useSidebarCollapsed(sidebarOwner(session));
  const collapsed = collapsedChoice && !mobile;
  const { pathname } = useLocation();
  const wide = useMatches().some((match) => (match.handle as { wide?: boolean } | undefined)?.wide);

  useEffect(() => {
    if (pathname) nav.close();
  }, [pathname, nav.close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: collapsed ? 76 : 304,
        breakpoint: MOBILE_BREAKPOINT_PX,
        collapsed: { mobile: !navOpened },
      }}
      padding={0}
    >
      <AppShell.Header withBorder={false}>
        <TopBar session={session} mobile={mobile} navOpened={navOpened} onBurger={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar>
        <SideBar
          callingCardsOnly={session.callingCardsOnly}
          role={session.role}
          collapsed={collapsed}
          onToggleCollapsed={toggleCollapsed}
          canCollapse={!mobile}
          header={mobile ? <Identity session={session} /> : undefined}
        />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <Box
          maw={wide ? 1200 : 850}
          mx="auto"
          px={{ base: 'sm', xs: 'md', sm: 'xl' }}
          py={{ base: 'md', sm: 'xl' }}
        >
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
