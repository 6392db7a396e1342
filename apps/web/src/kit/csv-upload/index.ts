/**
 * CSV upload kit (spec 002 "Bulk CSV upload conventions"). Usage in a list screen:
 *
 *   const [opened, setOpened] = useState(false);
 *   <Button onClick={() => setOpened(true)}>{t('csvUpload.button')}</Button>
 *   <CsvUploadDialog
 *     opened={opened}
 *     onClose={() => setOpened(false)}
 *     onDone={() => void list.refetch()}           // Done (or closing after a run) refreshes
 *     title={t('appAccess.uploadTitle')}
 *     columns={['extension', 'email']}             // required, case sensitive
 *     toRequest={(row) => ({ extension: row.extension, email: row.email })}  // optional
 *     create={(request) => createAppAccess(request)} // one call per row; a rejection = a failed row
 *     pauseMs={500}                                // optional pause between rows
 *     failuresFileName="appaccess-failures"        // the Error download: <name>.txt
 *   />
 *
 * Refused with a message: a file that is not .csv, over 5 MB, over 20,000 rows, without rows or missing a
 * required column. `useCsvUpload` is the headless state machine (idle|parsing|running|complete|error).
 */
export { CsvUploadDialog, type CsvUploadDialogProps } from './csv-upload-dialog.tsx';
export { type CsvRow, MAX_UPLOAD_BYTES, MAX_UPLOAD_ROWS, parseCsvText } from './parse-csv.ts';
export { type CsvUploadState, type UploadFailure, useCsvUpload } from './use-csv-upload.ts';
