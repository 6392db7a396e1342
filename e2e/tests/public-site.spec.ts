/**
 * The public site end to end: home, the header links, the outside links the server is configured with
 * (playwright.config.ts: a blog, one sister product, one social profile), an inquiry sent through the
 * real server (mailed over SMTP to the run's receiver, ../mail-receiver.ts, with the visitor as Reply-To)
 * that clears the form, Telehealth's call to action, and an unknown case study.
 */
import { expect, type Page, test } from '@playwright/test';
import { allMails, nextMailTo } from './mailbox.ts';
import { wakePublicPage } from './public-page.ts';

const header = (page: Page) => page.getByRole('banner');
/** A received mail's text with its folded header lines joined. */
const unfolded = (body: string) => body.replace(/\r?\n[ \t]+/g, ' ');

test('home, header links, an inquiry that clears the form, a chat question to the desk, an unknown case study', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Every guest and crew member reachable, anywhere at sea',
  );
  await expect(page.getByText('Up to 220 Mbps')).toBeVisible();

  const pages = [
    ['Guest App', '/guestapp', 'Calling and messaging for every guest, on their own phone'],
    ['Crew App', '/crewapp', 'Keep crew connected to each other and to home'],
    ['Hospitality PBX', '/hospitalitypbx', 'A hosted PBX for hotels and ships'],
    ['Telehealth', '/health', 'A doctor on shore, one video call away'],
  ] as const;
  for (const [link, path, title] of pages) {
    await header(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  // The outside links come with the page's code, which comes with the visitor's first gesture.
  await wakePublicPage(page);
  const blog = header(page).getByRole('link', { name: 'Visit Our Blog' });
  await expect(blog).toHaveAttribute('href', 'https://blog.fleet-e2e.test/');
  await expect(blog).toHaveAttribute('rel', /noopener/);
  // Only what the server was given: its sister product and social profile, nothing else, no placeholder.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Service status' })).toHaveAttribute(
    'href',
    'https://status.fleet-e2e.test/',
  );
  await expect(footer.getByRole('group', { name: 'Follow Portside' }).getByRole('link')).toHaveCount(1);
  await expect(footer.getByRole('link', { name: 'Portside on LinkedIn' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Vessel Voice Network' })).toHaveCount(0);
  await expect(page.locator('a[href*="portside.example"]')).toHaveCount(0);
  await header(page).getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL('/auth');

  await page.goto('/');
  const form = page.getByRole('form', { name: 'Tell us about your fleet' });
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(form.getByText('All Fields are required.')).toBeVisible();
  await form.getByLabel('Name').fill('Ana Reyes');
  await form.getByLabel('Email').fill('ana.reyes@oceanic.example');
  await form.getByLabel('Phone').fill('+1 305 555 0142');
  await form.getByLabel('Company').fill('Oceanic Lines');
  await form.getByLabel('Message').fill('We sail six ships and would like a demo of the crew app.');
  const sent = allMails().length;
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(form.getByText('Thank you. Your inquiry is on its way to our team.')).toBeVisible();
  // The server mailed it to INQUIRY_TO (its default in the test server), the visitor as Reply-To.
  const mail = await nextMailTo('sales@portside.example', sent);
  expect(mail.body).toContain('Oceanic Lines');
  expect(unfolded(mail.body)).toMatch(/^Reply-To: Ana Reyes <ana\.reyes@oceanic\.example>\r?$/m);

  await page.getByRole('button', { name: 'Chat with us' }).click();
  const chat = page.getByRole('dialog', { name: 'Questions? We are here.' });
  await chat.getByLabel('Your name').fill('Tom Hale');
  await chat.getByLabel('Your e-mail').fill('tom.hale@ship.example');
  await chat.getByLabel('Your question').fill('Do you cover river cruises?');
  await chat.getByRole('button', { name: 'Send question' }).click();
  // The question opens a conversation with the support desk (support-chat.spec.ts follows it there).
  const log = chat.getByRole('log', { name: 'Conversation with our support team' });
  await expect(log.getByText('Do you cover river cruises?')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  for (const label of ['Name', 'Email', 'Phone', 'Company', 'Message']) {
    await expect(form.getByLabel(label)).toHaveValue('');
  }

  // Telehealth's call to action books a demo: the page's form, asking about telehealth.
  await page.goto('/health');
  await page.getByRole('link', { name: 'Book a telehealth demo' }).first().click();
  await expect(page).toHaveURL('/health#contact');
  const demo = page.getByRole('form', { name: 'Tell us about your fleet' });
  await expect(demo).toBeInViewport();
  await expect(demo.getByLabel('What would you like to talk about?')).toHaveValue('telehealth');
  await demo.getByLabel('Name').fill('Dr Lena Sarris');
  await demo.getByLabel('Email').fill('lena.sarris@aegean.example');
  await demo.getByLabel('Phone').fill('+30 21 0555 0199');
  await demo.getByLabel('Company').fill('Aegean Cruises');
  await demo.getByLabel('Message').fill('Our medical centres would like a telehealth demo.');
  const before = allMails().length;
  await demo.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(demo.getByText('Thank you. Your inquiry is on its way to our team.')).toBeVisible();
  const demoMail = await nextMailTo('sales@portside.example', before);
  expect(unfolded(demoMail.body)).toMatch(
    /^Subject: Maritime inquiry about Telehealth from Dr Lena Sarris \(Aegean Cruises\)/m,
  );
  expect(unfolded(demoMail.body)).toMatch(/^Reply-To: Dr Lena Sarris <lena\.sarris@aegean\.example>\r?$/m);

  await page.goto('/impactstudy/not-a-study');
  await expect(page.getByRole('heading', { name: 'Invalid Case Study' })).toBeVisible();
  await page
    .getByRole('link', { name: /NOAA research ship/ })
    .first()
    .click();
  await expect(page).toHaveURL('/impactstudy/noaa-ship');
  await expect(page.getByText('40 hours of remote support')).toBeVisible();
});
