/** Notices never hide a dialog's title or buttons (issue 16 item 14): they live in a band no dialog enters. */
import { Button, Drawer, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, NOTICE_BAND_PX, Providers } from './providers.tsx';

afterEach(() => act(() => notifications.clean()));

function renderWith(children: React.ReactNode) {
  return render(
    <Providers client={createQueryClient()} test>
      {children}
    </Providers>,
  );
}

describe('notice placement', () => {
  it('starts every modal below the notice band, its content held above the bottom of the screen', async () => {
    renderWith(
      <Modal opened onClose={() => {}} title="Add Hardware">
        <Button>Save</Button>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Hardware' });
    const content = dialog.closest('.mantine-Modal-content') as HTMLElement;
    const inner = content.parentElement as HTMLElement;
    expect(inner.style.paddingTop).toBe(`${NOTICE_BAND_PX}px`);
    expect(content.style.maxHeight).toBe(`calc(100dvh - ${NOTICE_BAND_PX}px - var(--modal-y-offset, 5dvh))`);
  });

  it('starts a drawer below the band too', async () => {
    renderWith(
      <Drawer opened onClose={() => {}} title="Templates">
        x
      </Drawer>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Templates' });
    const inner = (dialog.closest('.mantine-Drawer-content') as HTMLElement).parentElement as HTMLElement;
    expect(inner.style.paddingTop).toBe(`${NOTICE_BAND_PX}px`);
  });

  it('shows one notice at a time at the top, the newest in place of the older, cut to two lines', async () => {
    renderWith(null);
    act(() => {
      notifications.show({ message: 'Successfully created a new special rate' });
    });
    expect(await screen.findByText('Successfully created a new special rate')).toBeInTheDocument();
    act(() => {
      notifications.show({ message: 'Successfully updated a special rate' });
    });
    expect(await screen.findByText('Successfully updated a special rate')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Successfully created a new special rate')).toBeNull());
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(1);
    const description = screen.getByText('Successfully updated a special rate');
    expect(description.closest('.mantine-Notifications-root')).toHaveAttribute('data-position', 'top-center');
    expect(
      description.style.webkitLineClamp ?? description.style.getPropertyValue('-webkit-line-clamp'),
    ).toBe('2');
  });
});
