/**
 * The extension's own cards: caller name and call forwards, voicemail, a cabin's calling card, and a
 * placeholder for the messaging account (it arrives with the inbox; nothing is invented here).
 */
import { SimpleGrid, Text, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useT } from '../../kit/i18n/index.ts';
import { LoadFailed } from '../../kit/ui/load-failed.tsx';
import { PageLoader } from '../../kit/ui/page-loader.tsx';
import { useSelf } from './api/get-self.ts';
import { CallingCardSection } from './callingcard-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { SelfSection } from './self-section.tsx';
import { VoicemailSection } from './voicemail-section.tsx';

export function SelfHome() {
  const t = useT();
  const self = useSelf();
  if (self.isPending) return <PageLoader />;
  if (self.isError) return <LoadFailed onRetry={() => void self.refetch()} />;
  const summary = self.data;
  return (
    <>
      <Title order={1} fz={{ base: 24, sm: 28 }} c="harbor.9" mb="lg">
        {t('self.title')}
      </Title>
      {/* Each card as tall as its content: a long voicemail list does not stretch its neighbour. */}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <ProfileSection summary={summary} />
        <VoicemailSection voicemail={summary.voicemail} />
        {summary.callingcard ? <CallingCardSection /> : null}
        <SelfSection title={t('self.messaging.title')} icon={IconMessages}>
          <Text size="sm" c="dimmed">
            {t('self.messaging.comingSoon')}
          </Text>
        </SelfSection>
      </SimpleGrid>
    </>
  );
}
