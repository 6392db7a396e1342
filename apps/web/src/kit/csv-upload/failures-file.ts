/**
 * The failures download of a CSV upload (spec 001 §8): the request, status and error of each failed row.
 * A password in a request (a SIP secret of the extensions upload) is masked: the file is kept and mailed
 * around to fix the rows, and a secret must not travel with it.
 */
import type { TFunction } from '../i18n/index.ts';
import type { UploadFailure } from './use-csv-upload.ts';

export function failuresText(failures: readonly UploadFailure[], t: TFunction): string {
  return failures
    .map((failure) =>
      [
        `${t('csvUpload.failure.row')}: ${failure.row}`,
        `${t('csvUpload.failure.request')}: ${JSON.stringify(failure.request, maskPasswords)}`,
        `${t('csvUpload.failure.status')}: ${failure.status}`,
        `${t('csvUpload.failure.error')}: ${failure.error}`,
      ].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}

const MASK = '********';

function maskPasswords(key: string, value: unknown): unknown {
  return /password|secret/i.test(key) && typeof value === 'string' && value !== '' ? MASK : value;
}
