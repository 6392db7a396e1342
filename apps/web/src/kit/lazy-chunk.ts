/**
 * React.lazy with a record of the loads still in flight. A component test that ends while a chunk is
 * loading would otherwise have React render into a torn-down jsdom when the load resolves ('window is
 * not defined', seen twice in CI on the dashboard's chart); the test setup waits for these first.
 */
import { type ComponentType, lazy } from 'react';

const inFlight = new Set<Promise<unknown>>();

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound on the component's props.
export function lazyChunk<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => {
    const loading = load();
    inFlight.add(loading);
    const settle = () => inFlight.delete(loading);
    loading.then(settle, settle);
    return loading;
  });
}

/** Settles once every chunk load started so far has resolved or failed. */
export async function chunksSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
