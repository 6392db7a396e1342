/**
 * The advanced-search button (with a badge counting the active filters) and its dialog. The dialog
 * edits a draft; Search applies it (a new query, so page 1), Reset goes back to the screen's defaults.
 */
import { Badge, Button, Group, Modal, Stack } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useT } from '../i18n/index.ts';
import type { FilterValues } from './list-params.ts';

/** The screen's fields: the draft values and a setter for one field or several. */
export type AdvancedSearchFields<F extends FilterValues> = (props: {
  draft: F;
  change: (patch: Partial<F>) => void;
}) => ReactNode;

export function AdvancedSearch<F extends FilterValues>({
  filters,
  defaults,
  activeCount,
  onApply,
  fields: Fields,
}: {
  filters: F;
  defaults: F;
  activeCount: number;
  onApply: (filters: F) => void;
  fields: AdvancedSearchFields<F>;
}) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState(filters);
  const open = () => {
    setDraft(filters);
    setOpened(true);
  };
  const apply = (next: F) => {
    onApply(next);
    setOpened(false);
  };

  return (
    <>
      <Button
        variant="default"
        onClick={open}
        leftSection={<IconAdjustmentsHorizontal size={18} />}
        rightSection={
          activeCount > 0 ? (
            <Badge size="sm" circle aria-label={t('list.activeFilters', { count: activeCount })}>
              {activeCount}
            </Badge>
          ) : null
        }
      >
        {t('list.advancedSearch')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('list.advancedSearch')} size={560}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
        >
          <Stack gap="md">
            <Fields draft={draft} change={(patch) => setDraft((current) => ({ ...current, ...patch }))} />
            <Group justify="space-between" mt="xs">
              <Button variant="subtle" color="gray" onClick={() => apply(defaults)}>
                {t('list.reset')}
              </Button>
              <Group gap="sm">
                <Button variant="default" onClick={() => setOpened(false)}>
                  {t('list.cancel')}
                </Button>
                <Button type="submit">{t('list.apply')}</Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
