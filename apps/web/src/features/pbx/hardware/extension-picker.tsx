/**
 * The account's extension: a searchable pick among the domain's extensions (spec 001 §5: no ring group,
 * voicemail or other destination), read from the server as the person types (from 3 characters).
 */
import { Select, type SelectProps } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../kit/i18n/index.ts';
import { useExtensionChoices } from './api/hardware-api.ts';

const labelOf = (extension: string, name: string) => (name ? `${extension} · ${name}` : extension);

export function ExtensionPicker({
  domain,
  value,
  onChange,
  ...props
}: {
  domain: string;
  value: string;
  onChange: (extension: string, name: string) => void;
} & Omit<SelectProps, 'value' | 'onChange' | 'data'>) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ extension: string; label: string } | null>(null);
  // The label of the chosen option sits in the box: it searches nothing.
  const term = picked && search === picked.label ? '' : search;
  const choices = useExtensionChoices(domain, term);
  const options = (choices.data ?? []).map((c) => ({
    value: c.extension,
    label: labelOf(c.extension, c.name),
  }));
  if (value !== '' && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: picked?.extension === value ? picked.label : value });
  }
  return (
    <Select
      {...props}
      searchable
      clearable
      data={options}
      value={value === '' ? null : value}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already; the box shows what it answered.
      filter={({ options: all }) => all}
      nothingFoundMessage={choices.isFetching ? t('hardware.searching') : t('hardware.noExtensions')}
      comboboxProps={{ withinPortal: true }}
      onChange={(next, option) => {
        const extension = next ?? '';
        setPicked(next && option ? { extension, label: option.label } : null);
        const name = choices.data?.find((c) => c.extension === extension)?.name ?? '';
        onChange(extension, name);
      }}
    />
  );
}
