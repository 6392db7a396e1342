/**
 * Upload PIN or cabin CSV (spec 002 §3, bulk upload conventions): columns pin (cabin on the cabin
 * screen), name, type, tariff and expirationdate, and on the cabin screen an optional credit (the initial
 * balance, so a turnaround upload does not start every cabin at 0); one create call per row through the
 * shared upload dialog, which says what goes in each column. A row's tariff is the tariff's id or
 * description (blank: the only tariff there is); its type must be the screen's (blank: the screen's).
 */
import { Button } from '@mantine/core';
import type { CardType } from '@portside/contract/callingcards/cards';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { CsvUploadDialog } from '../../../kit/csv-upload/index.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { createCard, useTariffs } from './api/pins-api.ts';
import { uploadColumns, uploadOptionalColumns, uploadRowToBody } from './pin-rules.ts';

export function UploadPinsButton({
  domain,
  type,
  onDone,
}: {
  domain: string;
  type: CardType;
  onDone: () => void;
}) {
  const t = useT();
  const { environment } = useCurrentSession();
  const [opened, setOpened] = useState(false);
  const tariffs = useTariffs(domain, type).data?.data ?? [];
  const errors = {
    typeMismatch: t('pins.uploadTypeMismatch', { type }),
    unknownTariff: (tariff: string) => t('pins.uploadUnknownTariff', { tariff }),
    badCredit: (credit: string) => t('pins.uploadBadCredit', { credit }),
  };
  const notes = {
    [type === 'cabin' ? 'cabin' : 'pin']: t(`pins.uploadNotes.pin.${type}`),
    name: t('pins.uploadNotes.name'),
    type: t('pins.uploadNotes.type', { type }),
    tariff: t('pins.uploadNotes.tariff'),
    expirationdate: t(`pins.uploadNotes.expirationdate.${type}`),
    credit: t('pins.uploadNotes.credit'),
  };
  return (
    <>
      <Button variant="default" leftSection={<IconUpload size={18} />} onClick={() => setOpened(true)}>
        {t('pins.upload')}
      </Button>
      <CsvUploadDialog
        opened={opened}
        onClose={() => setOpened(false)}
        onDone={onDone}
        title={t(`pins.uploadTitle.${type}`)}
        columns={uploadColumns(type)}
        optionalColumns={uploadOptionalColumns(type)}
        columnNotes={notes}
        toRequest={(row) => {
          // A row the screen can already tell is wrong fails without a call (the row is its request).
          const result = uploadRowToBody(row, type, tariffs, errors);
          if (!result.ok) throw new Error(result.error);
          return result.body;
        }}
        create={createCard}
        failuresFileName={`${type}-pins-failures-${environment.code}`}
      />
    </>
  );
}
