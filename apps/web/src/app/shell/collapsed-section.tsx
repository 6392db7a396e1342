/** One top-level entry of the collapsed side bar: an icon link, or an icon opening its sub-menu. */
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../kit/i18n/index.ts';
import { isActive, isLeaf, type NavGroup, type NavLeaf, type NavSection } from './nav-items.ts';

function MenuEntries({ entries, pathname }: { entries: (NavLeaf | NavGroup)[]; pathname: string }) {
  const t = useT();
  return entries.map((entry) =>
    isLeaf(entry) ? (
      <Menu.Item
        key={entry.to}
        component={Link}
        to={entry.to}
        color={isActive(entry, pathname) ? 'harbor' : undefined}
        fw={isActive(entry, pathname) ? 600 : undefined}
      >
        {t(entry.label)}
      </Menu.Item>
    ) : (
      <div key={entry.label}>
        <Menu.Label>{t(entry.label)}</Menu.Label>
        <MenuEntries entries={entry.children} pathname={pathname} />
      </div>
    ),
  );
}

export function CollapsedSection({ section, pathname }: { section: NavSection; pathname: string }) {
  const t = useT();
  const active = isActive(section, pathname);
  const label = t(section.label);
  const icon = <section.icon size={22} stroke={1.6} />;
  if (section.to) {
    return (
      <Tooltip label={label} position="right">
        <ActionIcon
          component={Link}
          to={section.to}
          size={44}
          variant={active ? 'light' : 'subtle'}
          color={active ? 'harbor' : 'gray'}
          aria-label={label}
          aria-current={active ? 'page' : undefined}
        >
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Menu position="right-start" offset={10} withinPortal>
      <Menu.Target>
        <ActionIcon
          size={44}
          variant={active ? 'light' : 'subtle'}
          color={active ? 'harbor' : 'gray'}
          aria-label={label}
        >
          {icon}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        <MenuEntries entries={section.children ?? []} pathname={pathname} />
      </Menu.Dropdown>
    </Menu>
  );
}
