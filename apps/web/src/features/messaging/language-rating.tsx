/**
 * The language rating (spec 000 §4, §2.7): a score from -100 up to but excluding 0 is Unacceptable, 0 is
 * Neutral, above 0 up to +100 is Good (the rule is the contract's languageRating). The badge shows it
 * with its score; the Language Rating dialog explains the three.
 */
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type LanguageRating, languageRating } from '@portside/contract/language';
import { useT } from '../../kit/i18n/index.ts';

const COLORS: Record<LanguageRating, string> = { unacceptable: 'red', neutral: 'gray', good: 'teal' };

/** +75.74, 0, -77.83: the sign always shown, so the scale reads at a glance. */
export const formatScore = (score: number) => (score > 0 ? `+${score}` : String(score));

export function RatingBadge({ score, size = 'sm' }: { score: number; size?: 'xs' | 'sm' | 'lg' }) {
  const t = useT();
  const rating = languageRating(score);
  const label = t(`messaging.language.ratings.${rating}`);
  return (
    <Badge
      color={COLORS[rating]}
      variant="light"
      size={size}
      aria-label={t('messaging.language.ratingLabel', { rating: label, score: formatScore(score) })}
    >
      {label} {formatScore(score)}
    </Badge>
  );
}

const ROWS: {
  rating: LanguageRating;
  score: number;
  key: 'ratingUnacceptable' | 'ratingNeutral' | 'ratingGood';
}[] = [
  { rating: 'unacceptable', score: -1, key: 'ratingUnacceptable' },
  { rating: 'neutral', score: 0, key: 'ratingNeutral' },
  { rating: 'good', score: 1, key: 'ratingGood' },
];

export function LanguageRatingDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('messaging.language.ratingTitle')} centered>
      <Text size="sm" mb="sm">
        {t('messaging.language.ratingIntro')}
      </Text>
      <Stack gap="xs" component="dl" m={0}>
        {ROWS.map(({ rating, score, key }) => (
          <Group key={rating} gap="sm" wrap="nowrap" align="flex-start">
            <Text component="dt" w={110} style={{ flexShrink: 0 }}>
              <Badge color={COLORS[languageRating(score)]} variant="light">
                {t(`messaging.language.ratings.${rating}`)}
              </Badge>
            </Text>
            <Text component="dd" size="sm" m={0}>
              {t(`messaging.language.${key}`)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('messaging.language.close')}
        </Button>
      </Group>
    </Modal>
  );
}
