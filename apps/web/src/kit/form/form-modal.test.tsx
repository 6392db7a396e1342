import { MantineProvider, TextInput } from '@mantine/core';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme.ts';
import { ApiError } from '../api-client.ts';
import { FormConfirm } from './form-confirm.tsx';
import { FormModal, type FormModalProps } from './form-modal.tsx';
import { serverErrorTo } from './server-error.ts';
import { useFormDialog } from './use-form-dialog.ts';

function open(props: Partial<FormModalProps> = {}) {
  const onClose = vi.fn();
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
  render(
    <MantineProvider theme={theme} env="test">
      <FormModal
        opened
        onClose={onClose}
        title="Add Thing"
        onSubmit={onSubmit}
        error={null}
        submitLabel="Create"
        {...props}
      >
        <TextInput label="Name" data-autofocus />
      </FormModal>
    </MantineProvider>,
  );
  return { onClose, onSubmit };
}

describe('FormModal', () => {
  it('is a dialog named by its title with the fields, Cancel and the submit button', () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Add Thing' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Enter in a field submits; Cancel closes without submitting', async () => {
    const { onClose, onSubmit } = open();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'abc{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the error as an alert and takes another Cancel label', () => {
    open({ error: 'Unable to process request', cancelLabel: 'Back' });
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to process request');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('disables the submit button', () => {
    open({ submitDisabled: true });
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it('marks the submit button loading while submitting', () => {
    open({ submitting: true });
    expect(screen.getByRole('button', { name: 'Create' })).toHaveAttribute('data-loading', 'true');
  });

  it('renders footerStart beside the buttons', () => {
    open({ footerStart: <button type="button">Delete</button> });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('shows confirm instead of the fields and footer', () => {
    open({ confirm: <p>Are you sure?</p> });
    expect(screen.getByRole('dialog', { name: 'Add Thing' })).toHaveTextContent('Are you sure?');
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
  });

  it('FormConfirm: the sentence, its error, Cancel back and the red action', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    open({
      confirm: (
        <FormConfirm error="In use" confirmLabel="Delete" onCancel={onCancel} onConfirm={onConfirm}>
          <p>Delete 100?</p>
        </FormConfirm>
      ),
    });
    const user = userEvent.setup();
    expect(screen.getByText('Delete 100?')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('In use');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('serverErrorTo', () => {
  const setup = () => {
    const setError = vi.fn();
    const form = { setFieldError: vi.fn() };
    const fieldOf = (m: string) => (m.startsWith("Field 'name'") ? ('name' as const) : null);
    return { setError, form, onError: serverErrorTo({ setError, fallback: 'Failed', form, fieldOf }) };
  };

  it('puts a sentence naming a field on that field', () => {
    const { setError, form, onError } = setup();
    onError(new ApiError(400, "Field 'name' is required"));
    expect(form.setFieldError).toHaveBeenCalledWith('name', "Field 'name' is required");
    expect(setError).not.toHaveBeenCalled();
  });

  it('puts any other sentence, or the fallback, under the form', () => {
    const { setError, form, onError } = setup();
    onError(new ApiError(409, 'Already exists'));
    onError(new Error('offline'));
    expect(setError.mock.calls).toEqual([['Already exists'], ['Failed']]);
    expect(form.setFieldError).not.toHaveBeenCalled();
  });

  it('a sentence about an excepted field goes under the form', () => {
    const setError = vi.fn();
    const form = { setFieldError: vi.fn() };
    const fieldOf = () => 'mac' as const;
    serverErrorTo({ setError, fallback: 'Failed', form, fieldOf, except: 'mac' })(
      new ApiError(400, "Field 'mac' is invalid"),
    );
    expect(setError).toHaveBeenCalledWith("Field 'mac' is invalid");
    expect(form.setFieldError).not.toHaveBeenCalled();
  });

  it('without a form every sentence goes under it', () => {
    const setError = vi.fn();
    serverErrorTo({ setError, fallback: 'Failed' })(new ApiError(400, "Field 'name' is required"));
    expect(setError).toHaveBeenCalledWith("Field 'name' is required");
  });
});

describe('useFormDialog', () => {
  it('close clears the error, resets each item and then closes', () => {
    const order: string[] = [];
    const onClose = vi.fn(() => order.push('closed'));
    const form = { reset: vi.fn(() => order.push('form')) };
    const mutation = { reset: vi.fn(() => order.push('mutation')) };
    const { result } = renderHook(() => useFormDialog({ onClose, reset: [form, mutation] }));
    act(() => result.current.setError('Unable to process request'));
    expect(result.current.error).toBe('Unable to process request');
    act(() => result.current.close());
    expect(result.current.error).toBeNull();
    expect(order).toEqual(['form', 'mutation', 'closed']);
  });
});
