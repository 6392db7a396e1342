/** The row under a list's header: the search box, then the list's tools (filters, columns, export). */
import { Button, CloseButton, Group, TextInput, Tooltip } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/index.ts';
import { SEARCH_MIN_LENGTH } from './use-list-controller.ts';

/** The search box takes the room left; the tools stay together on one line (they wrap below it). */
export function ListToolbar({ search, children }: { search?: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" mb="md" wrap="wrap" align="flex-start">
      {search}
      <Group gap="sm" wrap="nowrap">
        {children}
      </Group>
    </Group>
  );
}

export function SearchBox({
  value,
  onChange,
  placeholder,
  minLength = SEARCH_MIN_LENGTH,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Shorter input searches nothing, and the box says so (1 for Feature Codes, whose codes are short). */
  minLength?: number;
}) {
  const t = useT();
  const short = value.trim().length > 0 && value.trim().length < minLength;
  return (
    <TextInput
      type="search"
      aria-label={t('list.search')}
      placeholder={placeholder ?? t('list.search')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} />}
      rightSection={
        value ? (
          <CloseButton size="sm" aria-label={t('list.clearSearch')} onClick={() => onChange('')} />
        ) : null
      }
      description={short ? t('list.searchHint') : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      style={{ flex: '1 1 220px' }}
      miw={0}
    />
  );
}

/**
 * Export. A server list gives `href`: a plain download, the server streams the file and names it and
 * the page never holds it. A list the page holds whole gives `onClick` and writes the file itself
 * (kit/client-export.ts).
 */
export type ExportButtonProps = { href: string } | { onClick: () => void; disabled?: boolean };

export function ExportButton(props: ExportButtonProps) {
  const t = useT();
  const icon = <IconDownload size={18} />;
  return (
    <Tooltip label={t('list.exportHint')} multiline w={240}>
      {'href' in props ? (
        <Button component="a" href={props.href} download variant="default" leftSection={icon}>
          {t('list.export')}
        </Button>
      ) : (
        <Button variant="default" leftSection={icon} onClick={props.onClick} disabled={props.disabled}>
          {t('list.export')}
        </Button>
      )}
    </Tooltip>
  );
}
