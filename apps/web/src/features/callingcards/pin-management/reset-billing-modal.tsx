/**
 * Reset Billing Period (spec 002 §4, §5, §8; cabins only): all cabins or specific cabins read from a CSV
 * with a 'cabin' column; all billing, or only the call records prior to a date and hour (24 slots, 12:00
 * AM to 11:00 PM, local time). Reset asks first, naming how many cabins it resets (reset-confirm.tsx).
 * The answer shows Total, Success and Error; pressing Error downloads the rejected cabins as text
 * (reset-results.tsx). A 409 or 400 shows the response's error. Done closes.
 */
import {
  Button,
  FileInput,
  Group,
  Modal,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ResetCabinsResult } from '@portside/contract/callingcards/cards';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../kit/api-client.ts';
import { parseCsvText } from '../../../kit/csv-upload/index.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { useResetCabins } from './api/pins-api.ts';
import { cabinsOf, HOUR_SLOTS, noReset, type ResetValues, resetProblem, toResetBody } from './pin-rules.ts';
import { ResetConfirm } from './reset-confirm.tsx';
import { ResetResults } from './reset-results.tsx';

type Result = ResetCabinsResult['data'];

export function ResetBillingModal({
  domain,
  opened,
  onClose,
}: {
  domain: string;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const reset = useResetCabins(domain);
  const [values, setValues] = useState<ResetValues>(noReset);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [confirming, setConfirming] = useState(false);
  const change = (patch: Partial<ResetValues>) => setValues((v) => ({ ...v, ...patch }));

  const close = () => {
    setValues(noReset);
    setFile(null);
    setFileError(null);
    setError(null);
    setResult(null);
    setConfirming(false);
    reset.reset();
    onClose();
  };

  const choose = async (next: File | null) => {
    setFile(next);
    setFileError(null);
    change({ cabins: [] });
    if (!next) return;
    if (!/\.csv$/i.test(next.name)) return setFileError(t('csvUpload.errors.notCsv'));
    const parsed = parseCsvText(await next.text(), ['cabin']);
    if (!parsed.ok) {
      return setFileError(
        parsed.problem.code === 'missingColumns'
          ? t('csvUpload.errors.missingColumns', { count: 1, columns: 'cabin' })
          : t('pins.reset.noCabins'),
      );
    }
    const cabins = cabinsOf(parsed.rows);
    if (cabins.length === 0) return setFileError(t('pins.reset.noCabins'));
    change({ cabins });
  };

  const submit = () => {
    setError(null);
    reset.mutate(toResetBody(values), {
      onSuccess: (answer) => {
        notifications.show({ color: 'teal', message: t('pins.reset.notice') });
        setResult(answer.data);
      },
      onError: (failure) =>
        setError(
          (isApiError(failure, 409) || isApiError(failure, 400) ? failure.serverMessage : null) ??
            t('pins.reset.failed'),
        ),
    });
  };

  const problem = resetProblem(values);
  return (
    <Modal opened={opened} onClose={close} title={t('pins.reset.title')} size={560} centered>
      {result ? (
        <ResetResults result={result} onDone={close} />
      ) : confirming ? (
        <ResetConfirm
          domain={domain}
          values={values}
          error={error}
          busy={reset.isPending}
          onCancel={() => {
            setError(null);
            setConfirming(false);
          }}
          onConfirm={submit}
        />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('pins.reset.intro')}
          </Text>
          <Radio.Group
            label={t('pins.reset.scope')}
            value={values.scope}
            onChange={(scope) => change({ scope: scope === 'specific' ? 'specific' : 'all' })}
          >
            <Group gap="lg" mt={6}>
              <Radio value="all" label={t('pins.reset.allCabins')} />
              <Radio value="specific" label={t('pins.reset.specificCabins')} />
            </Group>
          </Radio.Group>
          {values.scope === 'specific' ? (
            <FileInput
              label={t('pins.reset.file')}
              placeholder={t('pins.reset.filePlaceholder')}
              accept=".csv,text/csv"
              leftSection={<IconFileTypeCsv size={18} />}
              value={file}
              onChange={(next) => void choose(next)}
              clearable
              error={fileError}
              description={
                values.cabins.length > 0 ? t('pins.reset.cabinsRead', { count: values.cabins.length }) : null
              }
            />
          ) : null}
          <Radio.Group
            label={t('pins.reset.billing')}
            value={values.billing}
            onChange={(billing) => change({ billing: billing === 'prior' ? 'prior' : 'all' })}
          >
            <Group gap="lg" mt={6}>
              <Radio value="all" label={t('pins.reset.allBilling')} />
              <Radio value="prior" label={t('pins.reset.priorTo')} />
            </Group>
          </Radio.Group>
          {values.billing === 'prior' ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                type="date"
                label={t('pins.reset.date')}
                required
                value={values.date}
                onChange={(event) => change({ date: event.currentTarget.value })}
              />
              <Select
                label={t('pins.reset.hour')}
                required
                data={HOUR_SLOTS}
                value={values.hour || null}
                onChange={(hour) => change({ hour: hour ?? '' })}
                comboboxProps={{ withinPortal: true }}
                maxDropdownHeight={240}
              />
            </SimpleGrid>
          ) : null}
          {problem ? (
            <Text size="sm" c="dimmed">
              {t(`pins.reset.${problem}`)}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('pins.reset.cancel')}
            </Button>
            <Button color="red" onClick={() => setConfirming(true)} disabled={problem !== null}>
              {t('pins.reset.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
