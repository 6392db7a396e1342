/** Case study /impactstudy/:type (spec 002): known types get their page, any other 'Invalid Case Study'. */
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { en } from '../../kit/i18n/en.ts';
import { useT } from '../../kit/i18n/index.ts';
import { InfoSection } from './info-screen.tsx';

type Study = keyof typeof en.public.impact.studies;
const isStudy = (type: string): type is Study => Object.hasOwn(en.public.impact.studies, type);

export function ImpactStudyScreen() {
  const t = useT();
  const type = useParams().type ?? '';
  useEffect(() => {
    if (type) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [type]);
  if (!isStudy(type)) {
    return <InfoSection title={t('public.impact.invalid')} text={t('public.impact.invalidText')} note="" />;
  }
  return (
    <InfoSection
      title={t(`public.impact.studies.${type}`)}
      text={t('public.impact.title')}
      note={t('public.impact.text')}
    />
  );
}
