/**
 * What an inquiry is about (issue 15 item 4), in a file without zod so the public site's form imports the
 * list ('@portside/contract/inquiry-topics') without pulling schemas into its bundle. The product page the
 * visitor wrote from chooses it (Telehealth's "Book a telehealth demo" asks about telehealth), the form
 * lets them change it; 'general' otherwise.
 */
export const INQUIRY_TOPICS = [
  'general',
  'guestapp',
  'crewapp',
  'hospitality',
  'pbx',
  'telehealth',
  'starlink',
] as const;
export type InquiryTopic = (typeof INQUIRY_TOPICS)[number];
