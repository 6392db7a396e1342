/**
 * Polish Message (spec 000 §2.7 "Polish options list", §7.3 POST /rewrite/text): the model's polished
 * versions of the composer's text, each with a button that puts it in the message box.
 */
import { Button, Modal, Paper, Stack, Text } from '@mantine/core';
import { useT } from '../../kit/i18n/index.ts';
import { usePolish } from './api/language-api.ts';
import { LanguageFailure, LanguageWorking } from './language-failure.tsx';

export function PolishDialog({
  text,
  opened,
  onClose,
  onUse,
}: {
  text: string;
  opened: boolean;
  onClose: () => void;
  onUse: (text: string) => void;
}) {
  const t = useT();
  const polish = usePolish(text, opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t('messaging.composer.polish')} centered size="lg">
      <Stack gap="sm">
        {polish.isPending ? <LanguageWorking /> : null}
        {polish.isError ? (
          <LanguageFailure error={polish.error} action={t('messaging.composer.polish')} />
        ) : null}
        {polish.isSuccess ? (
          <>
            <Text size="sm" c="dimmed">
              {t('messaging.language.polishIntro')}
            </Text>
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {polish.data.map((version) => (
                <Paper key={version} component="li" withBorder p="sm">
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {version}
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="light"
                    mt="xs"
                    onClick={() => {
                      onUse(version);
                      onClose();
                    }}
                  >
                    {t('messaging.language.useVersion')}
                  </Button>
                </Paper>
              ))}
            </Stack>
          </>
        ) : null}
        <Button variant="default" onClick={onClose} style={{ alignSelf: 'flex-end' }}>
          {t('messaging.language.cancel')}
        </Button>
      </Stack>
    </Modal>
  );
}
