/** The centred card both sign-in screens sit in: brand mark and language, title, content. 400-550 px wide. */
import { Box, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { BrandMark } from '../../kit/ui/brand-mark.tsx';
import { LanguageMenu } from '../../kit/ui/language-menu.tsx';
import classes from './auth-card.module.css';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: React.ReactNode;
}) {
  return (
    <Box className={classes.page}>
      <Center mih="100dvh" p={{ base: 'xs', xs: 'md' }}>
        <Card className={classes.card} withBorder shadow="md" radius="lg" component="main">
          <Stack gap="lg">
            <Group justify="space-between" wrap="nowrap">
              <BrandMark size={36} />
              <LanguageMenu compact />
            </Group>
            <div>
              <Title order={1} fz={26} c="harbor.9">
                {title}
              </Title>
              <Text c="dimmed" mt={4}>
                {subtitle}
              </Text>
            </div>
            {children}
          </Stack>
        </Card>
      </Center>
    </Box>
  );
}
