/**
 * A destructive step confirmed inside its dialog (FormModal's `confirm`): what is at stake, the
 * sentence of a failed try, Cancel (back to the form, first focus) and the red action.
 */
import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/index.ts';
import { FormError } from './form-modal.tsx';

export function FormConfirm({
  children,
  error,
  confirmLabel,
  cancelLabel,
  onCancel,
  onConfirm,
  busy,
}: {
  /** What is about to change, e.g. the confirmation sentence and the record's name. */
  children: ReactNode;
  error: string | null;
  confirmLabel: string;
  cancelLabel?: string;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
}) {
  const t = useT();
  return (
    <Stack gap="md">
      {children}
      <FormError error={error} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
