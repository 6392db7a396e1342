/**
 * Each public page's own title, description and Open Graph tags (issue 15 item 4), from one function: the
 * build writes them into each pre-rendered page (src/prerender.tsx), and usePublicHead keeps them right
 * when the visitor moves between pages in the browser. og:url and the canonical link are the server's
 * (it knows the site's address, apps/server/src/platform/prerendered.ts); here they only follow the path.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { type TFunction, useT } from '../../kit/i18n/index.ts';
import { INFO_PAGES, type InfoPage, isStudyType, STUDIES_PATH, STUDY_TYPES } from './links.ts';

export interface PageHead {
  title: string;
  description: string;
  /** og:type: the home is the website, every other page an article of it. */
  type: 'website' | 'article';
  /** False for a page that is not one (an unknown case study): not to be indexed. */
  indexable: boolean;
}

const isInfoPage = (page: string): page is InfoPage => (INFO_PAGES as readonly string[]).includes(page);

/** Every public path with a page of its own: the home, the product pages, the case studies and their index. */
export const PUBLIC_PATHS: string[] = [
  '/',
  ...INFO_PAGES.map((page) => `/${page}`),
  STUDIES_PATH,
  ...STUDY_TYPES.map((type) => `${STUDIES_PATH}/${type}`),
];

/**
 * The head of a public path; null for a path outside the public site. Without soft hyphens: the
 * catalogues put them in long words (German compounds) for the page's narrow headings, and a title or a
 * description a search engine shows has no line to break.
 */
export function pageHead(pathname: string, t: TFunction): PageHead | null {
  const head = headOf(pathname, t);
  return head && { ...head, title: unhyphenated(head.title), description: unhyphenated(head.description) };
}

const unhyphenated = (text: string) => text.replaceAll('\u00ad', '');

function headOf(pathname: string, t: TFunction): PageHead | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') {
    return {
      title: t('public.meta.home.title'),
      description: t('public.meta.home.description'),
      type: 'website',
      indexable: true,
    };
  }
  if (path === STUDIES_PATH) {
    return {
      title: t('public.meta.title', { title: t('public.meta.studies.title') }),
      description: t('public.meta.studies.description'),
      type: 'article',
      indexable: true,
    };
  }
  if (path.startsWith(`${STUDIES_PATH}/`)) {
    const type = path.slice(STUDIES_PATH.length + 1);
    if (!isStudyType(type)) {
      return {
        title: t('public.meta.title', { title: t('public.meta.invalidStudy.title') }),
        description: t('public.meta.invalidStudy.description'),
        type: 'article',
        indexable: false,
      };
    }
    return {
      title: t('public.meta.study', { title: t(`public.impact.studies.${type}.title`) }),
      description: t('public.meta.studyDescription', {
        summary: t(`public.impact.studies.${type}.summary`),
        solution: t(`public.impact.studies.${type}.solution`),
      }),
      type: 'article',
      indexable: true,
    };
  }
  const page = path.slice(1);
  if (!isInfoPage(page)) return null;
  return {
    title: t('public.meta.title', { title: t(`public.meta.pages.${page}.title`) }),
    description: t(`public.meta.pages.${page}.description`),
    type: 'article',
    indexable: true,
  };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head as HTML, for the pre-rendered page. */
export function headTags(head: PageHead, siteName: string): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.indexable ? '' : '<meta name="robots" content="noindex">',
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:type" content="${head.type}">`,
    '<meta name="twitter:card" content="summary">',
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** Sets (or adds) one <meta> of the document's head. */
function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}

/** The address tags the server wrote follow the path on the site's own origin. */
function followPath(pathname: string) {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = new URL(pathname, canonical.href).href;
  const ogUrl = document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]');
  if (ogUrl) ogUrl.content = new URL(pathname, ogUrl.content).href;
}

/** Keeps the document's head that of the public page shown, in the current language. */
export function usePublicHead(): void {
  const t = useT();
  const { pathname } = useLocation();
  // Worked out while rendering, so a change of language (which renders again) changes the head too.
  const head = pageHead(pathname, t);
  const title = head?.title;
  const description = head?.description;
  const type = head?.type;
  const indexable = head?.indexable;
  useEffect(() => {
    if (!title || !description || !type) return;
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type);
    document.head.querySelector('meta[name="robots"]')?.remove();
    if (!indexable) setMeta('name', 'robots', 'noindex');
    followPath(pathname);
  }, [pathname, title, description, type, indexable]);

  // Leaving the public site (sign-in, the console): the console's plain title again.
  const plainTitle = t('brand.name');
  useEffect(
    () => () => {
      document.title = plainTitle;
      document.head.querySelector('meta[name="robots"]')?.remove();
    },
    [plainTitle],
  );
}
