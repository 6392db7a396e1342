/**
 * Feature Codes (spec 001 §2): a static, searchable reference of what phones can dial. No API call and no
 * module check. The search starts at the first character (codes such as *2 are two characters long);
 * the export is written by the page from the rows and columns on screen, with the translated texts.
 */
import { Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { csvFileName, downloadFile, toCsv } from '../../../kit/client-export.ts';
import { type TFunction, useT } from '../../../kit/i18n/index.ts';
import {
  ColumnChooser,
  ExportButton,
  ListBody,
  type ListColumn,
  ListHeader,
  ListToolbar,
  SearchBox,
  useColumnChoice,
} from '../../../kit/list/index.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { type FeatureCode, filterFeatureCodes, translateFeatureCodes } from './feature-code.ts';
import { FEATURE_CODES } from './feature-codes-data.ts';

const featureCodeColumns = (t: TFunction): ListColumn<FeatureCode>[] => [
  { id: 'code', title: t('featureCodes.code'), width: 80 },
  {
    id: 'name',
    title: t('featureCodes.name'),
    overflow: 'wrap',
    // The common names the search also looks in, so a row found by 'DND' shows why.
    render: (row) => (
      <>
        <Text size="sm" span display="block">
          {row.name}
        </Text>
        {row.keywords ? (
          <Text size="xs" c="dimmed" span display="block">
            {t('featureCodes.alsoKnownAs', { keywords: row.keywords })}
          </Text>
        ) : null}
      </>
    ),
  },
  { id: 'details', title: t('featureCodes.details'), overflow: 'wrap' },
];

export function FeatureCodesScreen() {
  const t = useT();
  const { environment } = useCurrentSession();
  const [search, setSearch] = useState('');
  // Search and export work on the texts as shown, in the current language. Not memoised on `t`, which
  // stays the same function when the language changes; 55 rows cost nothing to translate per render.
  const rows = filterFeatureCodes(translateFeatureCodes(FEATURE_CODES, t), search);
  const columns = useMemo(() => featureCodeColumns(t), [t]);
  const choice = useColumnChoice('featurecodes', columns);

  const exportCsv = () => {
    const ids = choice.visible as (keyof FeatureCode)[];
    downloadFile(
      csvFileName('featurecodes', environment.code),
      toCsv(
        ids,
        rows.map((row) => ids.map((id) => row[id])),
      ),
    );
  };

  return (
    <>
      <ListHeader title={t('screens.featureCodes')} />
      <ListToolbar
        search={
          <SearchBox
            value={search}
            onChange={setSearch}
            placeholder={t('featureCodes.search')}
            minLength={1}
          />
        }
      >
        <ColumnChooser columns={columns} visible={choice.visible} onToggle={choice.toggle} />
        <ExportButton onClick={exportCsv} disabled={rows.length === 0} />
      </ListToolbar>
      <ListBody
        label={t('screens.featureCodes')}
        rows={rows}
        columns={columns}
        visible={choice.visible}
        rowKey="code"
      />
    </>
  );
}
