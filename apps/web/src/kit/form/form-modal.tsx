/**
 * The one shell of an add/edit dialog: title, the fields, the server's sentence under them, and a footer
 * with Cancel and the submit button (Enter submits; `data-autofocus` on a field takes the first focus).
 * A dialog that first confirms a destructive step shows `confirm` in place of the form, so the step
 * stays in the same dialog (one accessible dialog, its title from the caller).
 */
import { Alert, Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../i18n/index.ts';

export interface FormModalProps {
  opened: boolean;
  /** Cancel, Escape and the close button all call it; the dialog resets its own state there. */
  onClose: () => void;
  title: ReactNode;
  size?: ModalProps['size'];
  /** The form's submit handler, e.g. `form.onSubmit(submit)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A sentence that belongs to no field (a server error), shown under the fields. */
  error: string | null;
  submitLabel: string;
  cancelLabel?: string;
  submitDisabled?: boolean;
  submitting?: boolean;
  /** Footer content on the left, e.g. a Delete or Deactivate button. */
  footerStart?: ReactNode;
  /** While set, shown instead of the form (e.g. a delete confirmation). */
  confirm?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** The red sentence under a form; also for a confirmation step that fails. */
export function FormError({ error }: { error: string | null }) {
  return error ? (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
      {error}
    </Alert>
  ) : null;
}

/**
 * Focus back to the dialog's opener when the dialog goes away while open: an edit dialog is mounted only
 * while its row is chosen, so closing it unmounts it, and Mantine returns the focus only when `opened`
 * turns false (issue 15 item 3: a keyboard user lands where they were, not at the top of the page).
 */
function useFocusReturnOnUnmount(opened: boolean) {
  const opener = useRef<Element | null>(null);
  const open = useRef(false);
  if (opened && !open.current && typeof document !== 'undefined') opener.current = document.activeElement;
  open.current = opened;
  useEffect(
    () => () => {
      const target = opener.current;
      if (open.current && target instanceof HTMLElement && target.isConnected) target.focus();
    },
    [],
  );
}

export function FormModal({
  opened,
  onClose,
  title,
  size,
  onSubmit,
  error,
  submitLabel,
  cancelLabel,
  submitDisabled,
  submitting,
  footerStart,
  confirm,
  children,
}: FormModalProps) {
  const t = useT();
  useFocusReturnOnUnmount(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      {confirm ?? (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            {children}
            <FormError error={error} />
            <Group justify={footerStart ? 'space-between' : 'flex-end'} gap="sm" mt="xs">
              {footerStart}
              {/* ml auto: on a phone, where the footer wraps, Cancel and submit stay on the right. */}
              <Group gap="sm" justify="flex-end" ml="auto">
                <Button variant="default" onClick={onClose}>
                  {cancelLabel ?? t('common.cancel')}
                </Button>
                <Button type="submit" disabled={submitDisabled} loading={submitting}>
                  {submitLabel}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
