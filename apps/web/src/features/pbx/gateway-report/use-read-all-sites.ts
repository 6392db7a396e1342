/**
 * Reads the gateway report site by site (spec 001 §4: idle, then loading site by site with a percentage,
 * then done). Only the sites the signed-in user is granted (the session lists them); a site that fails is
 * kept as failed and the reading goes on. Leaving the screen stops it.
 */
import type { EnvironmentSummary } from '@portside/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getGatewayReport } from './api/get-gateway-report.ts';
import type { SiteResult } from './report-rows.ts';

export type ReadState =
  | { state: 'idle' }
  | { state: 'reading'; current: string; percent: number; results: SiteResult[] }
  | { state: 'done'; results: SiteResult[] };

export function useReadAllSites(sites: readonly EnvironmentSummary[]) {
  const [read, setRead] = useState<ReadState>({ state: 'idle' });
  const runRef = useRef<AbortController | null>(null);
  useEffect(() => () => runRef.current?.abort(), []);

  const start = useCallback(async () => {
    runRef.current?.abort();
    const run = new AbortController();
    runRef.current = run;
    const results: SiteResult[] = [];
    for (const [index, site] of sites.entries()) {
      setRead({
        state: 'reading',
        current: site.code,
        percent: Math.round((index / sites.length) * 100),
        results: [...results],
      });
      try {
        const report = await getGatewayReport(site.domain);
        results.push({ code: site.code, status: 'read', gateways: report.gateways });
      } catch {
        results.push({ code: site.code, status: 'failed' });
      }
      if (run.signal.aborted) return;
    }
    setRead({ state: 'done', results });
  }, [sites]);

  return { read, start };
}
