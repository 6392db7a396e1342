import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme.ts';
import { ApiError } from '../api-client.ts';
import { CsvUploadDialog } from './csv-upload-dialog.tsx';
import { MAX_UPLOAD_ROWS, parseCsvText } from './parse-csv.ts';

const csv = (text: string, name = 'access.csv') => new File([text], name, { type: 'text/csv' });

function open(create: (request: unknown) => Promise<unknown>, pauseMs = 0) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  render(
    <MantineProvider theme={theme} env="test">
      <CsvUploadDialog
        opened
        title="Upload App Access CSV"
        columns={['extension', 'email']}
        create={create}
        pauseMs={pauseMs}
        onClose={onClose}
        onDone={onDone}
        failuresFileName="appaccess-failures"
      />
    </MantineProvider>,
  );
  return { onClose, onDone };
}

async function choose(file: File, applyAccept = true) {
  const user = userEvent.setup({ applyAccept });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, file);
  return user;
}

const uploadButton = () => screen.getByRole('button', { name: 'Upload' });

describe('CSV upload dialog', () => {
  it('names the required columns and enables Upload only once a .csv file is chosen', async () => {
    open(async () => ({}));
    const dialog = screen.getByRole('dialog', { name: 'Upload App Access CSV' });
    expect(within(dialog).getByText('extension')).toBeInTheDocument();
    expect(within(dialog).getByText('email')).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
    await choose(csv('extension,email\n'));
    expect(uploadButton()).toBeEnabled();
  });

  it('refuses a file whose columns differ in case, naming the missing one', async () => {
    const create = vi.fn(async () => ({}));
    open(create);
    const user = await choose(csv('Extension,email\n2101,a@b.example\n'));
    await user.click(uploadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file has no column extension. Column names are case sensitive.',
    );
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a file that is not .csv, over 5 MB or over 20,000 rows', async () => {
    open(async () => ({}));
    let user = await choose(csv('extension,email\n', 'access.xlsx'), false);
    await user.click(uploadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a .csv file.');

    const big = csv('extension,email\n');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    user = await choose(big);
    await user.click(uploadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 5 MB.');

    const rows = Array.from({ length: MAX_UPLOAD_ROWS + 1 }, (_, i) => `${i},x${i}@b.example`).join('\n');
    user = await choose(csv(`extension,email\n${rows}\n`));
    await user.click(uploadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The file has more than 20,000 rows.');
  });

  it('creates one row at a time, skips empty lines, counts and downloads the failures', async () => {
    const create = vi.fn(async (request: unknown) => {
      const { extension } = request as { extension: string };
      if (extension === '4999') throw new ApiError(409, 'Extension 4999 does not exist for domain x.example');
      return {};
    });
    const { onClose, onDone } = open(create);
    const user = await choose(
      csv('extension,email,note\n2101,a@b.example,x\n\n4999,c@d.example,y\n  \n2102,e@f.example,z\n'),
    );
    await user.click(uploadButton());
    await screen.findByRole('button', { name: 'Done' });
    expect(create.mock.calls.map(([request]) => request)).toEqual([
      { extension: '2101', email: 'a@b.example' },
      { extension: '4999', email: 'c@d.example' },
      { extension: '2102', email: 'e@f.example' },
    ]);
    expect(screen.getByRole('group', { name: 'Total' })).toHaveTextContent('Total3');
    expect(screen.getByRole('group', { name: 'Success' })).toHaveTextContent('Success2');
    expect(screen.getByRole('button', { name: /Error/ })).toHaveTextContent('Error1');

    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:failures';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('appaccess-failures.txt');
    });
    await user.click(screen.getByRole('button', { name: /Error/ }));
    expect(click).toHaveBeenCalledOnce();
    expect(await saved?.text()).toBe(
      'Row: 2\nRequest: {"extension":"4999","email":"c@d.example"}\nStatus: 409\n' +
        'Error: Extension 4999 does not exist for domain x.example\n',
    );

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('pauses between rows when asked', async () => {
    const times: number[] = [];
    const create = vi.fn(async () => {
      times.push(performance.now());
    });
    open(create, 300);
    const user = await choose(csv('extension,email\n1,a@b.example\n2,c@d.example\n'));
    await user.click(uploadButton());
    await screen.findByRole('button', { name: 'Done' });
    expect(times).toHaveLength(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(290);
  });

  it('shows progress and stops after the row in flight when Stop is pressed', async () => {
    let release: () => void = () => {};
    const create = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { onDone, onClose } = open(create);
    const user = await choose(csv('extension,email\n1,a@b.example\n2,c@d.example\n3,e@f.example\n'));
    await user.click(uploadButton());
    expect(await screen.findByText('Uploading row 0 of 3')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Uploading row 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByText('Stopping after this row…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Stopped after 2 of 3 rows.')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(2);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(onDone).toHaveBeenCalledOnce();
  });
});

describe('parseCsvText', () => {
  it('trims header spaces and a byte-order mark, fills a short row with empty cells', () => {
    expect(parseCsvText('\uFEFFextension , email\n2101\n', ['extension', 'email'])).toEqual({
      ok: true,
      rows: [{ extension: '2101', email: '' }],
    });
  });

  it('reports a file without data rows as empty', () => {
    expect(parseCsvText('extension,email\n\n', ['extension', 'email'])).toEqual({
      ok: false,
      problem: { code: 'empty' },
    });
  });
});
