/**
 * The side bar (spec 000 §2.5): full menu, or icons only when collapsed; active entry highlighted. It
 * offers only the areas the session's role may open (nav-items.ts); the phone's drawer is this too.
 */
import { AppShell, NavLink, Stack, UnstyledButton } from '@mantine/core';
import type { Role } from '@portside/contract';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../kit/i18n/index.ts';
import { CollapsedSection } from './collapsed-section.tsx';
import { isActive, isLeaf, type NavGroup, type NavLeaf, visibleSections } from './nav-items.ts';
import classes from './shell.module.css';

function Entry({ entry, pathname }: { entry: NavLeaf | NavGroup; pathname: string }) {
  const t = useT();
  if (isLeaf(entry)) {
    return (
      <NavLink
        component={Link}
        to={entry.to}
        label={t(entry.label)}
        active={isActive(entry, pathname)}
        aria-current={isActive(entry, pathname) ? 'page' : undefined}
        className={classes.link}
      />
    );
  }
  return (
    <NavLink
      label={t(entry.label)}
      defaultOpened={isActive(entry, pathname)}
      className={classes.link}
      childrenOffset={12}
    >
      {entry.children.map((child) => (
        <Entry key={`${child.label}-${isLeaf(child) ? child.to : ''}`} entry={child} pathname={pathname} />
      ))}
    </NavLink>
  );
}

export function SideBar({
  callingCardsOnly,
  role,
  collapsed,
  onToggleCollapsed,
  canCollapse,
  header,
}: {
  /** Above the menu, a phone's drawer shows who is signed in (the top bar has no room for it). */
  header?: React.ReactNode;
  callingCardsOnly: boolean;
  role: Role;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  canCollapse: boolean;
}) {
  const t = useT();
  const { pathname } = useLocation();
  const sections = visibleSections({ callingCardsOnly, role });
  const ToggleIcon = collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;

  return (
    <>
      {header ? (
        <AppShell.Section px="md" py="sm" className={classes.identity}>
          {header}
        </AppShell.Section>
      ) : null}
      <AppShell.Section grow px={collapsed ? 'xs' : 'sm'} py="md" className={classes.menu}>
        <nav aria-label={t('shell.nav')}>
          <Stack gap={2} align={collapsed ? 'center' : 'stretch'}>
            {sections.map((section) =>
              collapsed ? (
                <CollapsedSection key={section.label} section={section} pathname={pathname} />
              ) : section.to ? (
                <NavLink
                  key={section.label}
                  component={Link}
                  to={section.to}
                  label={t(section.label)}
                  leftSection={<section.icon size={20} stroke={1.6} />}
                  active={isActive(section, pathname)}
                  aria-current={isActive(section, pathname) ? 'page' : undefined}
                  className={classes.section}
                />
              ) : (
                <NavLink
                  key={section.label}
                  // A group only opens and closes: a button, so the keyboard reaches it.
                  component="button"
                  label={t(section.label)}
                  leftSection={<section.icon size={20} stroke={1.6} />}
                  defaultOpened={isActive(section, pathname)}
                  className={classes.section}
                  childrenOffset={28}
                >
                  {section.children?.map((child) => (
                    <Entry
                      key={`${child.label}-${isLeaf(child) ? child.to : ''}`}
                      entry={child}
                      pathname={pathname}
                    />
                  ))}
                </NavLink>
              ),
            )}
          </Stack>
        </nav>
      </AppShell.Section>
      {canCollapse ? (
        <AppShell.Section p="sm" className={classes.footer}>
          <UnstyledButton
            onClick={onToggleCollapsed}
            className={classes.collapse}
            aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
            aria-expanded={!collapsed}
            data-collapsed={collapsed || undefined}
          >
            <ToggleIcon size={20} stroke={1.6} />
            {collapsed ? null : <span>{t('shell.collapse')}</span>}
          </UnstyledButton>
        </AppShell.Section>
      ) : null}
    </>
  );
}
