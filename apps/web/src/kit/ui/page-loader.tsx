/** Shown while a screen's code or the session is on its way (slow satellite links). */
import { Center, Loader } from '@mantine/core';
import { useT } from '../i18n/index.ts';

export function PageLoader() {
  const t = useT();
  return (
    <Center mih="60vh" role="status" aria-label={t('common.loading')}>
      <Loader color="harbor" type="dots" />
    </Center>
  );
}
