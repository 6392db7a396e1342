import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { type ListColumn, ListTable } from './index.ts';

interface Row {
  id: string;
  name: string;
}

const columns: ListColumn<Row>[] = [{ id: 'name', title: 'Name' }];

function renderTable(rows: Row[], fetching: boolean, onRowClick = vi.fn()) {
  const view = render(
    <Providers client={new QueryClient()} test>
      <ListTable
        label="Things"
        rows={rows}
        columns={columns}
        rowKey="id"
        fetching={fetching}
        onRowClick={onRowClick}
      />
    </Providers>,
  );
  // mantine-datatable's overlay takes every pointer event while it shows (pointer-events: all).
  const overlay = () => view.container.querySelector('.mantine-datatable-loader-fetching');
  return { overlay, onRowClick };
}

describe('ListTable while rows are on the way', () => {
  it('covers an empty table with the loader', () => {
    const { overlay } = renderTable([], true);
    expect(overlay()).not.toBeNull();
    expect(screen.queryByText('No records found.')).toBeNull();
  });

  it('keeps rows on screen clickable during a refetch and runs a bar above them instead', async () => {
    const { overlay, onRowClick } = renderTable([{ id: 'a', name: 'Alpha' }], true);
    expect(overlay()).toBeNull();
    expect(screen.getByRole('progressbar', { hidden: true }).closest('[aria-busy="true"]')).not.toBeNull();
    await userEvent.setup().click(screen.getByText('Alpha'));
    expect(onRowClick).toHaveBeenCalledWith({ id: 'a', name: 'Alpha' });
  });

  it('hides the bar when nothing is fetching', () => {
    renderTable([{ id: 'a', name: 'Alpha' }], false);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
