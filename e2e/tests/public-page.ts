/**
 * The public site's pages, and how a test wakes one. A public page arrives pre-rendered with one small
 * script (apps/web/src/public-boot.ts); the console's code comes with the visitor's first gesture. A test
 * that reads what only that code adds (the configured outside links, the service worker) first does what a
 * visitor does: moves the pointer over the page.
 */
import type { Page } from '@playwright/test';

export async function wakePublicPage(page: Page): Promise<void> {
  await page.mouse.move(20, 200);
  await page.mouse.move(40, 220);
}

/** Every public page: [path, its level-1 heading, the start of its <title>], in English. */
export const PUBLIC_PAGES: [string, string, string][] = [
  ['/', 'Every guest and crew member reachable, anywhere at sea', 'Portside: onboard calling'],
  ['/guestapp', 'Calling and messaging for every guest, on their own phone', 'Guest App: calling'],
  ['/crewapp', 'Keep crew connected to each other and to home', 'Crew App: extensions'],
  ['/hospitality', 'Hotel telephony and guest messaging, hosted for you', 'Hotel telephony'],
  ['/hospitalitypbx', 'A hosted PBX for hotels and ships', 'Hospitality PBX for hotels'],
  ['/pbxsystem', 'Extensions, ring groups and routes, run for you', 'PBX System:'],
  ['/starlink', 'Voice and video over low-earth-orbit satellites', 'Voice and video over Starlink'],
  ['/health', 'A doctor on shore, one video call away', 'Telehealth on board'],
  ['/aboutus', 'Communications for people far from shore', 'About Portside'],
  ['/impactstudy', 'Results our customers can point to', 'Case studies'],
  ['/impactstudy/cunard', 'Cunard', 'Cunard: case study'],
  ['/impactstudy/disney', 'Disney Cruise Line', 'Disney Cruise Line: case study'],
  ['/impactstudy/ncl', 'Norwegian Cruise Line', 'Norwegian Cruise Line: case study'],
  ['/impactstudy/holand', 'Holland America Line', 'Holland America Line: case study'],
  ['/impactstudy/noaa-ship', 'NOAA research ship', 'NOAA research ship: case study'],
  ['/impactstudy/navy-communications', 'Navy communications', 'Navy communications: case study'],
  ['/impactstudy/navi-carrier-strike-group', 'Carrier strike group', 'Carrier strike group: case study'],
  ['/impactstudy/national-guard', 'National Guard', 'National Guard: case study'],
  ['/impactstudy/avaya', 'Avaya partnership', 'Avaya partnership: case study'],
  ['/impactstudy/tritan', 'Tritan', 'Tritan: case study'],
  ['/impactstudy/nooz', 'Nooz news-bias app', 'Nooz news-bias app: case study'],
];
