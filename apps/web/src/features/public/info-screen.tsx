/** The other public pages: a titled section with a short, honest text (the full site comes later). */
import { Container, Stack, Text, Title } from '@mantine/core';
import { useMatches } from 'react-router';
import { useT } from '../../kit/i18n/index.ts';
import classes from './public.module.css';

export type InfoPage =
  | 'health'
  | 'guestapp'
  | 'crewapp'
  | 'hospitality'
  | 'hospitalitypbx'
  | 'pbxsystem'
  | 'starlink'
  | 'aboutus';

export function InfoSection({ title, text, note }: { title: string; text: string; note: string }) {
  return (
    <section className={classes.section}>
      <Container size="md" py={{ base: 48, sm: 80 }}>
        <Stack gap="md" maw={680}>
          <Title order={1} fz={{ base: 30, sm: 40 }} c="harbor.9">
            {title}
          </Title>
          <Text fz="lg">{text}</Text>
          <Text c="dimmed">{note}</Text>
        </Stack>
      </Container>
    </section>
  );
}

export function InfoScreen() {
  const t = useT();
  const page = (useMatches().at(-1)?.handle as { page?: InfoPage } | undefined)?.page ?? 'aboutus';
  return (
    <InfoSection
      title={t(`public.pages.${page}.title`)}
      text={t(`public.pages.${page}.text`)}
      note={t('public.pages.moreSoon')}
    />
  );
}
