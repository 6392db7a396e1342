import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { startLanguage } from './kit/i18n/choice.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The page's language is loaded before the first render (English needs nothing), so no screen flashes
// in another; should its texts fail to load, the page opens in English.
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <Providers client={createQueryClient()}>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  );
startLanguage().then(render, render);
