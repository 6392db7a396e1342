/** jsdom lacks a few browser APIs Mantine relies on; stub them, and start every test clean. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { enAdmin } from '../kit/i18n/en-admin.ts';
import { enCards } from '../kit/i18n/en-cards.ts';
import { enConsole } from '../kit/i18n/en-console.ts';
import { enMessaging } from '../kit/i18n/en-messaging.ts';
import { enPbx } from '../kit/i18n/en-pbx.ts';
import { enPublic } from '../kit/i18n/en-public.ts';
import { enSelf } from '../kit/i18n/en-self.ts';
import { registerTexts } from '../kit/i18n/index.ts';
import { chunksSettled } from '../kit/lazy-chunk.ts';
import { disposeRouters } from './routers.ts';

// In the browser each area's chunk registers its texts; a test may render any screen on its own.
for (const texts of [enConsole, enPbx, enCards, enMessaging, enAdmin, enPublic, enSelf]) registerTexts(texts);

// The first render of a route loads its area chunk; on a busy machine that takes more than 1 s.
configure({ asyncUtilTimeout: 5000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    // As in a browser, an empty query matches: mantine-datatable shows a column while matchMedia('') does.
    matches: query.trim() === '',
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

afterEach(async () => {
  cleanup();
  disposeRouters();
  // A lazy chunk still loading would make React render after jsdom is gone (see kit/lazy-chunk.ts).
  await chunksSettled();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
