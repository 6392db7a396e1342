/** /docs is the server's API documentation: leave the console with a full page load. */
import { VisuallyHidden } from '@mantine/core';
import { useEffect } from 'react';
import { useT } from '../kit/i18n/index.ts';
import { PageLoader } from '../kit/ui/page-loader.tsx';

export function DocsRedirect() {
  const t = useT();
  useEffect(() => {
    window.location.assign('/docs');
  }, []);
  return (
    <>
      <VisuallyHidden>{t('screens.openingDocs')}</VisuallyHidden>
      <PageLoader />
    </>
  );
}
