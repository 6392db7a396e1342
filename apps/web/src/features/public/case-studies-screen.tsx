/**
 * The case studies' index, /impactstudy (issue 15 item 4): all eleven studies of spec 002, reached from
 * the header's Case Studies, the home page and the footer, so none is found only through 'Invalid Case
 * Study'.
 */
import { Badge, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../kit/i18n/index.ts';
import { STUDY_TYPES } from './links.ts';
import classes from './public.module.css';
import { StudyCard } from './study-card.tsx';

export function CaseStudiesScreen() {
  const t = useT();
  return (
    <>
      <section className={classes.heroSmall}>
        <Container size="lg" py={{ base: 48, sm: 72 }}>
          <Stack gap="md" maw={760}>
            <Badge variant="white" color="harbor" size="lg" radius="sm" w="fit-content">
              {t('public.studies.eyebrow')}
            </Badge>
            <Title order={1} c="white" fz={{ base: 30, sm: 44 }} lh={1.15}>
              {t('public.studies.title')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="harbor.0">
              {t('public.studies.text')}
            </Text>
          </Stack>
        </Container>
      </section>
      <section className={classes.section}>
        <Container size="lg" py={{ base: 40, sm: 64 }}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {STUDY_TYPES.map((type) => (
              <StudyCard key={type} type={type} />
            ))}
          </SimpleGrid>
        </Container>
      </section>
    </>
  );
}
