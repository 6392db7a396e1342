/**
 * The headless CSV upload: parse the file, then one create call per row, in order, with an optional
 * pause between rows, until the end or until stopped. Its state is a union (react-admin's usePapaParse):
 * idle → parsing → running → complete, or error when the file is refused.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api-client.ts';
import { type CsvProblem, type CsvRow, parseCsvFile } from './parse-csv.ts';

/** One row that failed: its number among the data rows (1 = the first after the header). */
export interface UploadFailure {
  row: number;
  request: unknown;
  /** The HTTP status; 0 when the request got no answer or was never sent. */
  status: number;
  error: string;
}

interface Counts {
  total: number;
  /** Rows sent so far (successes plus failures). */
  done: number;
  success: number;
  failures: UploadFailure[];
}

export type CsvUploadState =
  | { state: 'idle' }
  | { state: 'parsing' }
  | ({ state: 'running'; stopping: boolean } & Counts)
  | ({ state: 'complete'; stopped: boolean } & Counts)
  | { state: 'error'; problem: CsvProblem };

export interface CsvUploadOptions<Request> {
  /** The required columns, case sensitive, e.g. ['extension', 'email']. */
  columns: readonly string[];
  /** Columns a file may have or leave out (e.g. a cabin's credit); a row has them when the file does. */
  optionalColumns?: readonly string[];
  /** Builds the request of a row; by default the row itself (its required columns). */
  toRequest?: (row: CsvRow) => Request;
  /** The create call of one row; a rejection marks the row failed. */
  create: (request: Request) => Promise<unknown>;
  /** Milliseconds to wait between rows (App Access: 500). */
  pauseMs?: number;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

function failureOf(row: number, request: unknown, error: unknown): UploadFailure {
  if (isApiError(error)) {
    return { row, request, status: error.status, error: error.serverMessage ?? error.message };
  }
  return { row, request, status: 0, error: error instanceof Error ? error.message : String(error) };
}

export function useCsvUpload<Request = CsvRow>(options: CsvUploadOptions<Request>) {
  const [upload, setUpload] = useState<CsvUploadState>({ state: 'idle' });
  // The latest options, so a run started earlier calls what the screen passes now.
  const optionsRef = useRef(options);
  optionsRef.current = options;
  // One controller per run: stop() and unmounting abort it; a newer run makes older ones stale.
  const runRef = useRef<AbortController | null>(null);

  useEffect(() => () => runRef.current?.abort(), []);

  const start = useCallback(async (file: File) => {
    runRef.current?.abort();
    const run = new AbortController();
    runRef.current = run;
    setUpload({ state: 'parsing' });
    const { columns, optionalColumns, toRequest, create, pauseMs = 0 } = optionsRef.current;
    const parsed = await parseCsvFile(file, columns, optionalColumns);
    if (run.signal.aborted) return;
    if (!parsed.ok) {
      setUpload({ state: 'error', problem: parsed.problem });
      return;
    }
    const counts: Counts = { total: parsed.rows.length, done: 0, success: 0, failures: [] };
    setUpload({ state: 'running', stopping: false, ...counts });
    for (const [index, row] of parsed.rows.entries()) {
      if (run.signal.aborted) break;
      let request: unknown = row;
      try {
        request = toRequest ? toRequest(row) : row;
        await create(request as Request);
        counts.success += 1;
      } catch (error) {
        counts.failures = [...counts.failures, failureOf(index + 1, request, error)];
      }
      counts.done += 1;
      if (runRef.current !== run) return;
      setUpload((previous) => (previous.state === 'running' ? { ...previous, ...counts } : previous));
      if (pauseMs > 0 && index < parsed.rows.length - 1) await sleep(pauseMs, run.signal);
    }
    if (runRef.current !== run) return;
    setUpload({ state: 'complete', stopped: counts.done < counts.total, ...counts });
  }, []);

  /** Stops after the row in flight; the counts so far stay on screen. */
  const stop = useCallback(() => {
    runRef.current?.abort();
    setUpload((previous) => (previous.state === 'running' ? { ...previous, stopping: true } : previous));
  }, []);

  const reset = useCallback(() => {
    runRef.current?.abort();
    runRef.current = null;
    setUpload({ state: 'idle' });
  }, []);

  return { upload, start, stop, reset };
}
