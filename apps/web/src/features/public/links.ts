/** The public site's outside addresses, in one place so a deployment can change them. */
export const BLOG_URL = 'https://blog.portside.example';

export const SISTER_PRODUCTS = [
  { key: 'vvn', href: 'https://vvn.portside.example' },
  { key: 'docs', href: 'https://developers.portside.example' },
  { key: 'status', href: 'https://status.portside.example' },
] as const;

export const SOCIAL = [
  { key: 'linkedin', href: 'https://www.linkedin.com/company/portside-maritime' },
  { key: 'youtube', href: 'https://www.youtube.com/@portside-maritime' },
  { key: 'x', href: 'https://x.com/portsidemaritime' },
  { key: 'facebook', href: 'https://www.facebook.com/portsidemaritime' },
] as const;

/** The spec's eleven case-study types (002 "Public pages"); 'holand' is spelt so. */
export const STUDY_TYPES = [
  'cunard',
  'disney',
  'ncl',
  'holand',
  'noaa-ship',
  'navy-communications',
  'navi-carrier-strike-group',
  'national-guard',
  'avaya',
  'tritan',
  'nooz',
] as const;
export type StudyType = (typeof STUDY_TYPES)[number];

export const isStudyType = (type: string): type is StudyType =>
  (STUDY_TYPES as readonly string[]).includes(type);

/** The id of the inquiry form on each page, for "Talk to our team" links. */
export const CONTACT_ID = 'contact';
