/**
 * Translate (spec 000 §2.7, §9, §7.3 POST /rewrite/translate): source and target language tabs (English,
 * French, German, Greek, Spanish), the composer's text and its translation, Cancel, and Use Translation,
 * which puts the translation in the message box. Choosing a tab asks for that pair (once: the answers are
 * kept while the dialog's text is the same).
 */
import { Button, Group, Modal, Paper, Stack, Tabs, Text } from '@mantine/core';
import { LANGUAGES, type Language } from '@portside/contract/language';
import { useState } from 'react';
import { useT } from '../../kit/i18n/index.ts';
import { useTranslation } from './api/language-api.ts';
import { LanguageFailure, LanguageWorking } from './language-failure.tsx';

function LanguageTabs({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Language;
  onChange: (language: Language) => void;
}) {
  const t = useT();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Tabs value={value} onChange={(v) => v && onChange(v as Language)} variant="pills">
        <Tabs.List aria-label={label}>
          {LANGUAGES.map((l) => (
            <Tabs.Tab key={l} value={l}>
              {t(`messaging.language.names.${l}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </Stack>
  );
}

const boxStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

export function TranslateDialog({
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
  const [source, setSource] = useState<Language>('en');
  const [target, setTarget] = useState<Language>('fr');
  const translation = useTranslation(text, source, target, opened);
  const same = source === target;
  return (
    <Modal opened={opened} onClose={onClose} title={t('messaging.composer.translate')} centered size="lg">
      <Stack gap="md">
        <LanguageTabs label={t('messaging.language.source')} value={source} onChange={setSource} />
        <Paper withBorder p="sm" aria-label={t('messaging.language.original')} role="region">
          <Text size="sm" style={boxStyle}>
            {text}
          </Text>
        </Paper>
        <LanguageTabs label={t('messaging.language.target')} value={target} onChange={setTarget} />
        {same ? (
          <Text size="sm" c="dimmed">
            {t('messaging.language.sameLanguage')}
          </Text>
        ) : translation.isPending ? (
          <LanguageWorking />
        ) : translation.isError ? (
          <LanguageFailure error={translation.error} action={t('messaging.composer.translate')} />
        ) : (
          <Paper withBorder p="sm" bg="gray.0" aria-label={t('messaging.language.translation')} role="region">
            <Text size="sm" style={boxStyle}>
              {translation.data}
            </Text>
          </Paper>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('messaging.language.cancel')}
          </Button>
          <Button
            disabled={same || !translation.isSuccess || translation.data === ''}
            onClick={() => {
              if (translation.data) onUse(translation.data);
              onClose();
            }}
          >
            {t('messaging.language.useTranslation')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
