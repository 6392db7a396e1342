/** Tabs over a list (Registrations' SIP profiles, Hardware's All/Pending/Archived). */
import { Tabs } from '@mantine/core';

export interface ListTabs {
  /** The chosen tab; null while there are none. */
  value: string | null;
  onChange: (value: string) => void;
  items: Array<{ value: string; label: string }>;
  /** What the tabs choose, for a screen reader (e.g. 'SIP profiles'). */
  label?: string;
}

export function ListTabsBar({ tabs }: { tabs: ListTabs }) {
  if (tabs.items.length === 0) return null;
  return (
    <Tabs value={tabs.value} onChange={(value) => value && tabs.onChange(value)} mb="sm">
      <Tabs.List aria-label={tabs.label}>
        {tabs.items.map((tab) => (
          // Labels start with a capital: some are the server's lower-case keys ('internal').
          <Tabs.Tab key={tab.value} value={tab.value} tt="capitalize">
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
