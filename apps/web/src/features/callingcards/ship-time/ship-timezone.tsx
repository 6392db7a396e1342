/**
 * The ship's time zone above the schedules (issue 13 item 4): what local-time schedules run on and what
 * the times are shown in; an administrator (environment.manage) changes it as the ship crosses zones.
 */
import { Button, Group, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormModal, serverErrorTo, useFormDialog } from '../../../kit/form/index.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { useCan } from '../../../kit/session/permissions.ts';
import { useLocalTimezone, useSetLocalTimezone } from './ship-time-api.ts';

const ZONES: string[] = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
})();

export function ShipTimezone({ domain }: { domain: string }) {
  const t = useT();
  const canChange = useCan('environment.manage');
  const local = useLocalTimezone(domain);
  const [open, setOpen] = useState(false);
  if (!local.data) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('reportSchedules.shipTime', { zone: local.data.timezone, offset: local.data.utc_offset })}
      </Text>
      {canChange ? (
        <Button size="compact-sm" variant="subtle" onClick={() => setOpen(true)}>
          {t('reportSchedules.changeZone')}
        </Button>
      ) : null}
      {canChange ? (
        <ZoneDialog
          domain={domain}
          opened={open}
          current={local.data.timezone}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Group>
  );
}

function ZoneDialog({
  domain,
  opened,
  current,
  onClose,
}: {
  domain: string;
  opened: boolean;
  current: string;
  onClose: () => void;
}) {
  const t = useT();
  const set = useSetLocalTimezone(domain);
  const [zone, setZone] = useState<string | null>(current);
  const { error, setError, close } = useFormDialog({ onClose, reset: [set] });
  const data = ZONES.includes(current) ? ZONES : [current, ...ZONES];
  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('reportSchedules.zoneTitle')}
      size={500}
      onSubmit={(event) => {
        event.preventDefault();
        if (!zone) return;
        set.mutate(zone, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('reportSchedules.zoneSaved') });
            close();
          },
          onError: serverErrorTo({ setError, fallback: t('reportSchedules.errors.failed') }),
        });
      }}
      error={error}
      submitLabel={t('reportSchedules.zoneSave')}
      submitDisabled={!zone}
      submitting={set.isPending}
    >
      <Select
        data-autofocus
        label={t('reportSchedules.zoneLabel')}
        description={t('reportSchedules.zoneHelp')}
        searchable
        data={data}
        value={zone}
        onChange={setZone}
        allowDeselect={false}
        limit={100}
      />
    </FormModal>
  );
}
