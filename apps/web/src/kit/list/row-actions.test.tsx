import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { ApiError } from '../api-client.ts';
import { DeleteRowButton, type ListColumn, ListTable } from './index.ts';

interface Row {
  id: string;
  name: string;
}

function renderRows(onDelete: () => Promise<unknown>, onRowClick: (row: Row) => void) {
  const columns: ListColumn<Row>[] = [
    { id: 'name', title: 'Name' },
    {
      id: 'delete',
      title: 'Delete',
      action: true,
      render: (row) => (
        <DeleteRowButton
          label={`Delete ${row.name}`}
          title="Delete Thing"
          summary={row.name}
          onDelete={onDelete}
          deleted={`Deleted ${row.name}`}
          failed="Unable to process request."
        />
      ),
    },
  ];
  render(
    <Providers client={new QueryClient()} test>
      <ListTable
        label="Things"
        rows={[{ id: 'a', name: 'Alpha' }]}
        columns={columns}
        rowKey="id"
        onRowClick={onRowClick}
      />
    </Providers>,
  );
}

describe('DeleteRowButton', () => {
  it('asks first, shows the server sentence on failure, and never presses the row', async () => {
    const onRowClick = vi.fn();
    const onDelete = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(409, 'Alpha is in use.'))
      .mockResolvedValueOnce(undefined);
    renderRows(onDelete, onRowClick);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Thing' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this item? This action is permanent and cannot be undone.',
    );
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Alpha is in use.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted Alpha')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDelete).toHaveBeenCalledTimes(2);
    expect(onRowClick).not.toHaveBeenCalled();
  });
});
