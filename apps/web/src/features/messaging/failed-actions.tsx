/**
 * Under a message the server refused (it stays in the outbox, shown as failed): Edit takes it out and
 * puts its text back in the box to be fixed and sent again; Discard takes it out after a confirmation.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useT } from '../../kit/i18n/index.ts';
import { useDiscardFailed } from './data/send.ts';

export function FailedActions({ messageid, onEdit }: { messageid: string; onEdit: (text: string) => void }) {
  const t = useT();
  const discard = useDiscardFailed();
  const [confirming, { open, close }] = useDisclosure(false);
  return (
    <Group gap={6} mt={4} justify="flex-end">
      <Button
        size="compact-xs"
        variant="light"
        onClick={async () => {
          const text = await discard(messageid);
          if (text !== null) onEdit(text);
        }}
      >
        {t('messaging.failed.edit')}
      </Button>
      <Button size="compact-xs" variant="subtle" color="red" onClick={open}>
        {t('messaging.failed.discard')}
      </Button>
      <Modal opened={confirming} onClose={close} title={t('messaging.failed.title')} size="sm" centered>
        <Text size="sm">{t('messaging.failed.question')}</Text>
        <Group gap="sm" justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('messaging.failed.keep')}
          </Button>
          <Button
            color="red"
            onClick={async () => {
              close();
              await discard(messageid);
            }}
          >
            {t('messaging.failed.discard')}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
