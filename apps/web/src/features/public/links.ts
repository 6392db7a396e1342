/**
 * The public site's paths and case-study types. Its outside addresses (blog, sister products, social) are
 * the deployment's configuration, read from the server (use-site-links.ts), never written here.
 */

/** The product pages and About Us (spec 000 §2.1), each rendered by InfoScreen. */
export const INFO_PAGES = [
  'health',
  'guestapp',
  'crewapp',
  'hospitality',
  'hospitalitypbx',
  'pbxsystem',
  'starlink',
  'aboutus',
] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

/** The case studies' index, listing all eleven; each study is /impactstudy/<type>. */
export const STUDIES_PATH = '/impactstudy';

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
