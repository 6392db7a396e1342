/**
 * Language Analysis (spec 000 §2.7, §4): the composer's text scored by POST /ingest/article-on-demand,
 * shown as its rating and score, with the Language Rating dialog to explain the three ratings.
 */
import { Blockquote, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../kit/i18n/index.ts';
import { useLanguageScore } from './api/language-api.ts';
import { LanguageFailure, LanguageWorking } from './language-failure.tsx';
import { LanguageRatingDialog, RatingBadge } from './language-rating.tsx';

export function AnalysisDialog({
  text,
  opened,
  onClose,
}: {
  text: string;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const score = useLanguageScore(text, opened);
  const [explain, setExplain] = useState(false);
  return (
    <>
      <Modal opened={opened && !explain} onClose={onClose} title={t('messaging.composer.analysis')} centered>
        <Stack gap="sm">
          <Blockquote p="xs" fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {text}
          </Blockquote>
          {score.isPending ? <LanguageWorking /> : null}
          {score.isError ? (
            <LanguageFailure error={score.error} action={t('messaging.composer.analysis')} />
          ) : null}
          {score.isSuccess ? (
            <Group gap="sm">
              <Text size="sm">{t('messaging.language.analysisIntro')}</Text>
              <RatingBadge score={score.data} size="lg" />
            </Group>
          ) : null}
          <Group justify="space-between" mt="xs">
            <Button variant="subtle" size="compact-sm" onClick={() => setExplain(true)}>
              {t('messaging.language.ratingExplain')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('messaging.language.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <LanguageRatingDialog opened={opened && explain} onClose={() => setExplain(false)} />
    </>
  );
}
