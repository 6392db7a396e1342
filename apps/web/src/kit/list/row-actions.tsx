/**
 * The buttons of a list row's action column: an icon with its label as tooltip and accessible name,
 * which never also presses the row (rows may open something themselves), and Delete with the spec's
 * confirmation (001 §8), the server's sentence on failure, then a notice.
 */
import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPencil, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../api-client.ts';
import { useT } from '../i18n/index.ts';

export function RowAction({
  label,
  onClick,
  icon = <IconPencil size={18} />,
  color,
}: {
  label: string;
  onClick: () => void;
  /** Default: the pencil of Edit. */
  icon?: ReactNode;
  color?: string;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

export interface DeleteRowProps {
  /** The button's name, e.g. 'Delete Ring Group 6001'. */
  label: string;
  title: string;
  /** What is deleted, under the confirmation sentence (number and name). */
  summary: ReactNode;
  /** The DELETE call; a rejection keeps the dialog open with the server's sentence. */
  onDelete: () => Promise<unknown>;
  /** The success notice. */
  deleted: string;
  /** Shown when the server sent no sentence. */
  failed: string;
  /** The confirming button, when the screen names the act (default 'Delete'). */
  confirmLabel?: string;
  /** The confirmation sentence, when the act is not a deletion (default the spec's delete question). */
  question?: string;
  /** The row button's icon (default the trash can). */
  icon?: ReactNode;
}

export function DeleteRowButton(props: DeleteRowProps) {
  const { label, title, summary, onDelete, deleted, failed, confirmLabel, question, icon } = props;
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const dismiss = () => {
    setError(null);
    close();
  };

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onDelete();
      notifications.show({ color: 'teal', message: deleted });
      close();
    } catch (cause) {
      setError((isApiError(cause) ? cause.serverMessage : null) ?? failed);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <RowAction label={label} onClick={open} icon={icon ?? <IconTrash size={18} />} color="red" />
      {/* React events bubble out of the portal to the row: a click in the dialog must not press it. */}
      <Modal
        opened={opened}
        onClose={dismiss}
        title={title}
        size={520}
        centered
        onClick={(event) => event.stopPropagation()}
      >
        <Stack gap="md">
          <Text size="sm">{question ?? t('list.deleteConfirm')}</Text>
          <Stack gap={2}>{summary}</Stack>
          {error ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dismiss} data-autofocus>
              {t('list.cancel')}
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={pending}>
              {confirmLabel ?? t('list.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
