import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('Not-found screen', () => {
  it('names the unknown path and offers Go Back to the marketing route', async () => {
    mockFetch({ 'GET /v1/session': { status: 401, body: {} } });
    renderApp('/no/such/screen');
    expect(await screen.findByRole('heading', { name: 'Error 404: Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The system is unable to find the requested action '/no/such/screen'"),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
  });
});
