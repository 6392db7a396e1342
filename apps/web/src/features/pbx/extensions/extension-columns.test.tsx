import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { useT } from '../../../kit/i18n/index.ts';
import { GatewayLink } from './extension-columns.tsx';

function Gateway({ gateway }: { gateway: number | null }) {
  return <GatewayLink gateway={gateway} t={useT()} />;
}

function renderGateway(gateway: number | null) {
  render(
    <Providers client={new QueryClient()} test>
      <MemoryRouter>
        <Gateway gateway={gateway} />
      </MemoryRouter>
    </Providers>,
  );
}

describe('GatewayLink', () => {
  it('links a room on a gateway to its Gateway screen', () => {
    renderGateway(4);
    expect(screen.getByRole('link', { name: 'Open gateway 4' })).toHaveAttribute('href', '/gateway/4');
  });

  it('shows a room on gateway 0 without a link (no gateway to open)', () => {
    renderGateway(0);
    expect(screen.getByText('0')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a dash for an extension that is no room', () => {
    renderGateway(null);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
