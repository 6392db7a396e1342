/**
 * Case study /impactstudy/:type (spec 002): the eleven known types get their study, any other 'Invalid
 * Case Study'. A change of type scrolls smoothly to the top (instantly when reduced motion is preferred);
 * below it, six more studies and the way to all eleven.
 */
import {
  Anchor,
  Badge,
  Card,
  Container,
  Grid,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowRight, IconBulb, IconCheck, IconTarget } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useT } from '../../kit/i18n/index.ts';
import { isStudyType, STUDIES_PATH, STUDY_TYPES, type StudyType } from './links.ts';
import classes from './public.module.css';
import { StudyCard } from './study-card.tsx';

const RESULT_KEYS = ['one', 'two', 'three'] as const;

export function ImpactStudyScreen() {
  const t = useT();
  const type = useParams().type ?? '';
  const reduceMotion = useReducedMotion();
  // Not when the page first opens: the browser put it where the visitor was (a reload, or scrolling the
  // pre-rendered page while its script loaded).
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current !== null && shown.current !== type) {
      window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    }
    shown.current = type;
  }, [type, reduceMotion]);

  if (!isStudyType(type)) {
    return (
      <>
        <section className={classes.heroSmall}>
          <Container size="lg" py={{ base: 48, sm: 72 }}>
            <Stack gap="md">
              <ThemeIcon size={48} radius="md" variant="white" color="orange">
                <IconAlertTriangle size={26} />
              </ThemeIcon>
              <Title order={1} c="white" fz={{ base: 30, sm: 40 }}>
                {t('public.impact.invalid')}
              </Title>
              <Text c="harbor.0">{t('public.impact.invalidText')}</Text>
            </Stack>
          </Container>
        </section>
        <MoreStudies except={null} />
      </>
    );
  }

  const key = `public.impact.studies.${type}` as const;
  return (
    <>
      <section className={classes.heroSmall}>
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <Stack gap="md" maw={760}>
            <Badge variant="white" color="harbor" size="lg" radius="sm" w="fit-content">
              {t('public.impact.eyebrow')}
            </Badge>
            <Title order={1} c="white" fz={{ base: 30, sm: 44 }} lh={1.15}>
              {t(`${key}.title`)}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="harbor.0">
              {t(`${key}.summary`)}
            </Text>
            <Text size="sm" c="harbor.1">
              {t('public.impact.sector')}: {t(`${key}.sector`)}
            </Text>
          </Stack>
        </Container>
      </section>
      <section className={classes.section}>
        <Container size="lg" py={{ base: 48, sm: 72 }}>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Card withBorder padding="lg" h="100%">
                <ThemeIcon variant="light" color="orange" radius="md" size={40} mb="md">
                  <IconTarget size={22} />
                </ThemeIcon>
                <Title order={2} fz="lg" mb="xs">
                  {t('public.impact.challenge')}
                </Title>
                <Text c="dimmed">{t(`${key}.challenge`)}</Text>
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Card withBorder padding="lg" h="100%">
                <ThemeIcon variant="light" radius="md" size={40} mb="md">
                  <IconBulb size={22} />
                </ThemeIcon>
                <Title order={2} fz="lg" mb="xs">
                  {t('public.impact.solution')}
                </Title>
                <Text c="dimmed">{t(`${key}.solution`)}</Text>
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Card padding="lg" h="100%" className={classes.resultsCard}>
                <Title order={2} fz="lg" mb="md" c="white">
                  {t('public.impact.results')}
                </Title>
                <List
                  spacing="sm"
                  c="white"
                  icon={
                    <ThemeIcon size={22} radius="xl" color="teal">
                      <IconCheck size={14} />
                    </ThemeIcon>
                  }
                >
                  {RESULT_KEYS.map((result) => (
                    <List.Item key={result}>{t(`${key}.${result}`)}</List.Item>
                  ))}
                </List>
              </Card>
            </Grid.Col>
          </Grid>
        </Container>
      </section>
      <MoreStudies except={type} />
    </>
  );
}

function MoreStudies({ except }: { except: StudyType | null }) {
  const t = useT();
  // The six after this one, round the list, so each study leads on to different ones; all without one.
  const at = except ? STUDY_TYPES.indexOf(except) : -1;
  const others = except
    ? [...STUDY_TYPES.slice(at + 1), ...STUDY_TYPES.slice(0, at)].slice(0, 6)
    : [...STUDY_TYPES];
  return (
    <section>
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
          <Title order={2} className={classes.sectionTitle}>
            {t('public.impact.more')}
          </Title>
          {except && (
            <Anchor component={Link} to={STUDIES_PATH} fw={600} className={classes.studyMore}>
              {t('public.footer.allStudies')} <IconArrowRight size={14} />
            </Anchor>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {others.map((type) => (
            <StudyCard key={type} type={type} />
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
