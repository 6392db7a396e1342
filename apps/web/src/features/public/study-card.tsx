/** One case study as a card that opens it: its sector, title, summary and "Read the case study". */
import { Card, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../kit/i18n/index.ts';
import { STUDIES_PATH, type StudyType } from './links.ts';
import classes from './public.module.css';

export function StudyCard({ type }: { type: StudyType }) {
  const t = useT();
  return (
    <Card
      component={Link}
      to={`${STUDIES_PATH}/${type}`}
      withBorder
      padding="lg"
      className={classes.studyLink}
    >
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.6}>
        {t(`public.impact.studies.${type}.sector`)}
      </Text>
      <Text fw={600} mt={4}>
        {t(`public.impact.studies.${type}.title`)}
      </Text>
      <Text size="sm" c="dimmed" mt={6} lineClamp={2}>
        {t(`public.impact.studies.${type}.summary`)}
      </Text>
      <Text size="sm" c="harbor.7" fw={600} mt="sm" className={classes.studyMore}>
        {t('public.cta.readStudy')} <IconArrowRight size={14} />
      </Text>
    </Card>
  );
}
