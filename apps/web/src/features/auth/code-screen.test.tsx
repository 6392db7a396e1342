import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aSession } from '../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const domain = 'cpl.portside.example';
const signedOut = { 'GET /v1/session': { status: 401, body: { error: 'Not signed in.' } } };

async function openCodeScreen(routes: Record<string, Handler> = signedOut) {
  const fetch = mockFetch(routes);
  const app = renderApp('/authcode/2101', { domain });
  await screen.findByText('Please enter the code received via email');
  return { ...fetch, ...app };
}

const cells = () => screen.getAllByLabelText('Code digit');
const validateButton = () => screen.getByRole('button', { name: 'Validate Code' });

describe('Code Validation screen', () => {
  it('shows six numeric cells, the resend link and an inactive Validate Code', async () => {
    await openCodeScreen();
    expect(cells()).toHaveLength(6);
    expect(cells()[0]).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('Did not get the code?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeInTheDocument();
    expect(validateButton()).toBeDisabled();
  });

  it('reports the code 200 ms after the last change, and enables Validate only with exactly 6 digits', async () => {
    await openCodeScreen();
    // Only the timers the debounce uses are faked; user-event types without delays. Testing
    // Library advances fake timers only when it sees `jest`, so it gets vitest's clock under that name.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    const user = userEvent.setup({ delay: null });
    await user.click(cells()[0]!);
    await user.keyboard('12345');
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(validateButton()).toBeDisabled();

    await user.keyboard('6');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(validateButton()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(validateButton()).toBeEnabled();

    await user.keyboard('{Backspace}');
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(validateButton()).toBeDisabled();
  });

  it('ignores letters: only digits enter the cells', async () => {
    await openCodeScreen();
    const user = userEvent.setup();
    await user.click(cells()[0]!);
    await user.keyboard('12a34b56');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(
      cells()
        .map((cell) => (cell as HTMLInputElement).value)
        .join(''),
    ).toBe('123456');
  });

  async function enterCode(code: string) {
    const user = userEvent.setup();
    await user.click(cells()[0]!);
    await user.keyboard(code);
    await screen.findByRole('button', { name: 'Validate Code' });
    await vi.waitFor(() => expect(validateButton()).toBeEnabled());
    await user.click(validateButton());
  }

  it('sends the code in the cells when Validate is pressed within 200 ms of the last digit', async () => {
    const { calls } = await openCodeScreen({
      ...signedOut,
      'POST /v1/securitycode/validate': { status: 400, body: { error: 'Wrong code.' } },
    });
    await enterCode('000000');
    await screen.findByRole('alert');
    // The last digit changed and Validate pressed at once: the reported value is still the old code. Both
    // codes are whole, so Validate stays enabled however slow the machine (a cleared cell meanwhile
    // reported would disable it); what is sent must be the cells' code.
    const user = userEvent.setup({ delay: null });
    await user.click(cells()[5]!);
    await user.keyboard('7');
    expect(cells()[5]).toHaveValue('7');
    await user.click(validateButton());
    const posted = () => calls.filter((call) => call.method === 'POST');
    await vi.waitFor(() => expect(posted()).toHaveLength(2));
    expect(posted().map((call) => (call.body as { code: string }).code)).toEqual(['000000', '000007']);
  });

  it("says 'Invalid code, Please try again.' when the code is refused", async () => {
    const { calls } = await openCodeScreen({
      ...signedOut,
      'POST /v1/securitycode/validate': { status: 400, body: { error: 'Wrong code.' } },
    });
    await enterCode('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code, Please try again.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'login',
      owner: `2101@${domain}`,
      code: '123456',
    });
  });

  it('ends the session the good code opened when the extension cannot be fetched, then says so', async () => {
    // The server as it is: a good code sets the session; DELETE /v1/session ends it.
    let signedIn = false;
    const { calls, router } = await openCodeScreen({
      'GET /v1/session': () =>
        signedIn ? { body: aSession({ kind: 'extension' }) } : { status: 401, body: {} },
      'POST /v1/securitycode/validate': () => {
        signedIn = true;
        return { body: { success: true } };
      },
      [`GET /v1/extension/domain/${domain}/2101`]: { status: 500, body: {} },
      'DELETE /v1/session': () => {
        signedIn = false;
        return { body: { success: true } };
      },
    });
    await enterCode('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to process request. Please try again.',
    );
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/v1/session']);
    expect(signedIn).toBe(false);
    expect(router.state.location.pathname).toBe('/authcode/2101');
  });

  it('ends the session too when the session cannot be read after a good code', async () => {
    let signedIn = false;
    const { calls } = await openCodeScreen({
      'GET /v1/session': () => (signedIn ? { status: 503, body: {} } : { status: 401, body: {} }),
      'POST /v1/securitycode/validate': () => {
        signedIn = true;
        return { body: { success: true } };
      },
      [`GET /v1/extension/domain/${domain}/2101`]: {
        body: { extension_uuid: 'e', extension: '2101', effective_caller_id_name: 'Bridge', description: '' },
      },
      'DELETE /v1/session': () => {
        signedIn = false;
        return { body: { success: true } };
      },
    });
    await enterCode('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to process request. Please try again.',
    );
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/v1/session')).toBe(true);
    expect(signedIn).toBe(false);
  });

  it('leaves no session to end when the code itself is refused', async () => {
    const { calls } = await openCodeScreen({
      ...signedOut,
      'POST /v1/securitycode/validate': { status: 401, body: { error: 'Invalid code, Please try again.' } },
    });
    await enterCode('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code, Please try again.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('signs in and opens the dashboard after a good code', async () => {
    let signedIn = false;
    const { router } = await openCodeScreen({
      'GET /v1/session': () =>
        signedIn ? { body: aSession({ kind: 'extension' }) } : { status: 401, body: {} },
      'POST /v1/securitycode/validate': () => {
        signedIn = true;
        return { body: { success: true } };
      },
      [`GET /v1/extension/domain/${domain}/2101`]: {
        body: { extension_uuid: 'e', extension: '2101', effective_caller_id_name: 'Bridge', description: '' },
      },
      'GET /v3/utils/statistics': { status: 503, body: {} },
    });
    await enterCode('654321');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each([
    [{ body: {} }, 'Successfully requested a new code. Please check your email.', 'Success'],
    [{ status: 500, body: {} }, 'Unable to request a code. Please try again later.', 'Oops...'],
  ])('resend %# shows its alert', async (reply, text, title) => {
    await openCodeScreen({ ...signedOut, 'POST /v1/securitycode/generate': reply });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend code' }));
    const alert = await screen.findByText(text);
    expect(alert.closest('[role="alert"], [role="status"]')).toHaveTextContent(title);
  });
});
