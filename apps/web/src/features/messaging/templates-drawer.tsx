/** The Templates drawer (spec 000 §2.7): the five ready sentences; choosing one puts it in the message box. */
import { Drawer, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@portside/contract/constants';
import { MESSAGE_TEMPLATES } from '@portside/contract/messaging';
import { useT } from '../../kit/i18n/index.ts';
import classes from './inbox.module.css';

export function TemplatesDrawer({
  opened,
  onClose,
  onChoose,
}: {
  opened: boolean;
  onClose: () => void;
  onChoose: (template: string) => void;
}) {
  const t = useT();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('messaging.composer.templatesTitle')}
      position={mobile ? 'bottom' : 'right'}
      size={mobile ? 'auto' : 360}
    >
      <Text size="sm" c="dimmed" mb="sm">
        {t('messaging.composer.templatesText')}
      </Text>
      <Stack gap="xs" component="ul" className={classes.templates}>
        {MESSAGE_TEMPLATES.map((template) => (
          <li key={template}>
            <UnstyledButton
              className={classes.template}
              onClick={() => {
                onChoose(template);
                onClose();
              }}
            >
              {template}
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </Drawer>
  );
}
