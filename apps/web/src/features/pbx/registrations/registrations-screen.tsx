/**
 * Registrations (spec 001 §2, §4): the phones registered on the domain. Tabs are the keys of the answer
 * (the SIP profiles, or the live registrar's transports), the first chosen on first load; switching tab clears the search; a search of more
 * than 2 characters filters user or agent locally. Refresh reads again; export is the server's CSV of the
 * tab and search on screen (file name registration).
 */
import { Badge, Button, Group } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useT } from '../../../kit/i18n/index.ts';
import {
  ColumnChooser,
  ExportButton,
  exportColumnIds,
  ListBody,
  ListHeader,
  ListTabsBar,
  ListToolbar,
  SearchBox,
  toQueryString,
  useColumnChoice,
} from '../../../kit/list/index.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { registrationsPath, useRegistrar, useRegistrations } from './api/use-registrations.ts';
import { registrationColumns } from './registration-columns.tsx';
import { effectiveSearch, filterRegistrations } from './registration-search.ts';

export function RegistrationsScreen() {
  const t = useT();
  const { environment } = useCurrentSession();
  // The live registrar's rows (PostgreSQL deployments) are read every 2 s; the embedded demo's are labelled.
  const registrar = useRegistrar(environment.domain).data?.kind;
  const registrations = useRegistrations(environment.domain, registrar === 'kamailio');
  // A failed load shows an empty list (spec 001 §1), with the kit's quiet notice to try again.
  const data = registrations.isError ? {} : (registrations.data ?? {});
  const profiles = Object.keys(data);
  const [chosen, setChosen] = useState<string | null>(null);
  const tab = chosen !== null && profiles.includes(chosen) ? chosen : (profiles[0] ?? null);
  const [search, setSearch] = useState('');
  const columns = useMemo(() => registrationColumns(t), [t]);
  // FreeSWITCH's two SIP profiles in the page's language; another profile by its own name.
  const profileLabel = (profile: string) => {
    const known = profile.toLowerCase();
    return known === 'internal' || known === 'external' ? t(`registrations.profiles.${known}`) : profile;
  };
  const choice = useColumnChoice('registration', columns);

  const tabRows = tab === null ? undefined : data[tab]?.data;
  const rows = useMemo(() => filterRegistrations(tabRows ?? [], search), [tabRows, search]);
  const loading = registrations.isPending;

  const exportHref = `${registrationsPath(environment.domain)}${toQueryString({
    format: 'csv',
    profile: tab,
    search: effectiveSearch(search),
    columns: exportColumnIds(columns, choice.visible).join(','),
  })}`;

  const chooseTab = (value: string) => {
    if (value === tab) return;
    setChosen(value);
    setSearch('');
  };

  return (
    <>
      <ListHeader
        title={t('screens.registrations')}
        actions={
          <Group gap="sm">
            {registrar === 'demo' && (
              <Badge variant="light" color="gray" tt="none" size="lg" title={t('registrations.demoHint')}>
                {t('registrations.demo')}
              </Badge>
            )}
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} />}
              onClick={() => void registrations.refetch()}
              loading={registrations.isFetching && registrar !== 'kamailio'}
            >
              {t('registrations.refresh')}
            </Button>
          </Group>
        }
      />
      <ListToolbar
        search={<SearchBox value={search} onChange={setSearch} placeholder={t('registrations.search')} />}
      >
        <ColumnChooser columns={columns} visible={choice.visible} onToggle={choice.toggle} />
        <ExportButton href={exportHref} />
      </ListToolbar>
      <ListTabsBar
        tabs={{
          value: tab,
          onChange: chooseTab,
          items: profiles.map((profile) => ({ value: profile, label: profileLabel(profile) })),
          label: t('registrations.tabs'),
        }}
      />
      <ListBody
        label={t('screens.registrations')}
        rows={rows}
        total={loading ? null : rows.length}
        columns={columns}
        visible={choice.visible}
        rowKey={(row) => `${row.user} ${row.ip}:${row.port}`}
        fetching={loading}
        failed={registrations.isError}
        error={registrations.error}
        onRetry={() => void registrations.refetch()}
      />
    </>
  );
}
