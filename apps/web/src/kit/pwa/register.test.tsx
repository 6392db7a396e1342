/**
 * The 'new version available' prompt (issue 15 item 2): when the service worker reports a newer build
 * waiting, a notice offers Reload, which asks the waiting worker to take over and reload the page. The
 * worker's own update flow is Workbox's (workbox-window, through vite-plugin-pwa's registerSW).
 */
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '../../app/providers.tsx';

import { registerServiceWorker } from './register.tsx';

type Options = { onNeedRefresh?: () => void };
const registered = { options: undefined as Options | undefined, update: vi.fn(async () => {}) };
const registerSW = (options?: Options) => {
  registered.options = options;
  return registered.update;
};

afterEach(() => act(() => notifications.clean()));

describe('registerServiceWorker', () => {
  it('offers a newer build with Reload, which activates it', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    render(
      <Providers client={createQueryClient()} test>
        {null}
      </Providers>,
    );
    registerServiceWorker(registerSW);
    expect(registered.options?.onNeedRefresh).toBeTypeOf('function');
    expect(screen.queryByText('A new version of Portside is available.')).toBeNull();

    act(() => registered.options?.onNeedRefresh?.());
    expect(await screen.findByText('A new version of Portside is available.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(registered.update).toHaveBeenCalledWith(true);
  });
});
