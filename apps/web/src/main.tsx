import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { registerSW } from 'virtual:pwa-register';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createAppRouter, loadRoutesOf } from './app/router.tsx';
import { HYDRATED_EVENT } from './kit/hydrated-event.ts';
import { openingLanguage } from './kit/i18n/choice.ts';
import { changeLanguage } from './kit/i18n/index.ts';
import { registerServiceWorker } from './kit/pwa/register.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/** Its effect runs once the tree above it is on the page: React owns the page (public-boot.ts replays). */
function Hydrated() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}

// The page's language is loaded before the first render (English needs nothing), so no screen flashes
// in another; should its texts fail to load, the page opens in English.
const render = async () => {
  // A public page the server sent pre-rendered (src/prerender.tsx), readable already. Once its route's
  // code is here (so the first render is that page, not the loader), React hydrates it: the same DOM gets
  // its events, and what the visitor scrolled, focused or typed stays. In another language than the
  // page's (changeLanguage has set <html lang>), the page is rendered anew over it instead.
  const prerendered = root.dataset.prerendered;
  let loaded = false;
  if (prerendered) {
    try {
      await loadRoutesOf(window.location.pathname);
      loaded = true;
    } catch {
      // The link dropped while loading the route's code: the router tries again, and says so if it fails.
    }
  }
  const router = createAppRouter(loaded ? { hydrationData: {} } : undefined);
  const app = (
    <StrictMode>
      <Providers client={createQueryClient()}>
        <RouterProvider router={router} />
        <Hydrated />
      </Providers>
    </StrictMode>
  );
  if (loaded && prerendered === document.documentElement.lang) hydrateRoot(root, app);
  else createRoot(root).render(app);
};
// The service worker after the first screen, never competing with its code over a slow link (kit/pwa).
changeLanguage(openingLanguage())
  .then(render, render)
  .finally(() => registerServiceWorker(registerSW));
