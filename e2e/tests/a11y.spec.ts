/**
 * Accessibility (issue 15 item 3): axe-core in the browser over every public page, the signed-out
 * screens, every console route of the side bar (and the routes reached from a row: a gateway, a
 * mailbox, a user's details) and the screens' dialogs open (the list kit's add dialog, an edit dialog,
 * a delete confirmation, a drawer); any serious or critical violation fails, listed rule by rule with
 * the elements it was found on. Then the keyboard alone: Tab walks the side bar and a list's table, and a
 * dialog opened with Enter traps Tab and, closed with Escape, gives focus back to its opener.
 *
 * One browser context and one sign-in for all of it: the tests run in order on one page (the runner
 * starts a fresh one only after a failure, so every test reports).
 */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { signInWithPassword } from './sign-in.ts';

const PUBLIC_PAGES = [
  '/',
  '/health',
  '/guestapp',
  '/crewapp',
  '/hospitality',
  '/hospitalitypbx',
  '/pbxsystem',
  '/starlink',
  '/aboutus',
  '/impactstudy',
  '/impactstudy/cunard',
  '/impactstudy/no-such-study',
];
const SIGNED_OUT = ['/auth', '/authcode/1001', '/no/such/screen'];
/** Every leaf of the side bar (apps/web/src/app/shell/nav-items.ts) as the demo fleet's admin sees it. */
const CONSOLE_ROUTES = [
  '/dashboard',
  '/messagev2',
  '/broadcast',
  '/channels',
  '/assistant',
  '/pinmanagement/cabin',
  '/pinmanagement/admin',
  '/pincdr/cabin',
  '/pincdr/admin',
  '/cdrdeadletters',
  '/callingrate',
  '/reportschedule',
  '/registration',
  '/extension',
  '/pbxcdr',
  '/ringgroup',
  '/inboundroute',
  '/voicemail',
  '/appaccess',
  '/gatewayreport',
  '/hardware',
  '/featurecode',
  '/user',
  '/directory',
  '/audit',
  '/apitokens',
  '/vvn',
  '/links',
  '/upgrade/pbx',
];

interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

const findings: Finding[] = [];
let page: Page;
let signedIn = false;

/** Signs the admin in once for the page (again only when a failed test made the runner start over). */
async function signIn(): Promise<void> {
  if (signedIn) return;
  await signInWithPassword(page);
  signedIn = true;
}

/** The screen has settled: its heading shown, no loader, no list fetching, no transition running. */
/** Every running transition of the page has ended (endless ones, a spinner's, are not waited for). */
async function transitionsDone(target: Page): Promise<void> {
  await target.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? 0))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function settled(target: Page): Promise<void> {
  await expect(target.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(target.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(target.locator('[aria-busy="true"]')).toHaveCount(0);
  await transitionsDone(target);
}

/** Runs axe (WCAG 2.1 A and AA) on the page, or on `include` only, and keeps the serious and critical. */
async function audit(where: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  for (const violation of result.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    findings.push({
      where,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 6).map((node) => {
        const summary = (node.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim();
        return `${node.target.join(' ')}${summary ? ` — ${summary}` : ''}`;
      }),
    });
  }
}

/** Fails with every finding so far, one block per page and rule. */
function expectNoFindings(): void {
  const report = findings
    .map(
      (f) =>
        `${f.where}: ${f.rule} (${f.impact}) ${f.help}\n${f.nodes.map((node) => `    ${node}`).join('\n')}`,
    )
    .join('\n');
  const count = findings.length;
  findings.length = 0;
  expect(count, `axe found serious or critical violations:\n${report}\n`).toBe(0);
}

async function openDialog(opener: Locator, name?: string | RegExp): Promise<Locator> {
  await opener.click();
  const dialog = name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await transitionsDone(page);
  return dialog;
}

async function closeDialog(dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});

test.afterAll(async () => {
  await page.context().close();
});

/**
 * A list of pages in parts of at most six, each part a test of its own: axe over a page takes seconds on
 * a loaded two-core machine (CI has run four times slower than a quiet one), and one test has 180 s.
 */
const inParts = (paths: readonly string[]) =>
  Array.from({ length: Math.ceil(paths.length / 6) }, (_, i) => paths.slice(i * 6, i * 6 + 6));

/** Opens each path in turn and runs axe on it once it has settled, then fails with what was found. */
async function auditPages(paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    await audit(path);
  }
  expectNoFindings();
}

for (const paths of inParts([...PUBLIC_PAGES, ...SIGNED_OUT])) {
  test(`the public site and the signed-out screens pass axe: ${paths.join(', ')}`, () => auditPages(paths));
}

test('the public site’s menu drawer at 390 px passes axe', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await settled(page);
  const drawer = await openDialog(page.getByRole('button', { name: 'Open site menu' }));
  await audit('/ (menu drawer at 390 px)');
  await closeDialog(drawer);
  await page.setViewportSize({ width: 1280, height: 800 });
  expectNoFindings();
});

for (const paths of inParts(CONSOLE_ROUTES)) {
  test(`every console screen passes axe: ${paths.join(', ')}`, async () => {
    await signIn();
    await auditPages(paths);
  });
}

test('every console screen passes axe: the screens reached from a row', async () => {
  await signIn();
  // The screens reached from a row: an extension's gateway, a mailbox's messages, a user's details.
  for (const [list, link] of [
    ['/extension', page.locator('a[href^="/gateway/"]')],
    ['/voicemail', page.locator('a[href^="/voicemailmessage/"]')],
    ['/user', page.locator('a[href^="/userdetails/"]')],
  ] as const) {
    await page.goto(list);
    await settled(page);
    await expect(link.first(), `a row link on ${list}`).toBeVisible();
    const href = await link.first().getAttribute('href');
    await page.goto(href as string);
    await settled(page);
    await audit(href as string);
  }
  expectNoFindings();
});

test('the dialogs pass axe while open', async () => {
  await signIn();
  // The list kit's add dialog.
  await page.goto('/directory');
  await settled(page);
  let dialog = await openDialog(page.getByRole('button', { name: 'Add Directory' }), 'Create Directory');
  await audit('/directory: Create Directory');
  await closeDialog(dialog);

  // An edit dialog, from a row's pencil.
  await page.goto('/ringgroup');
  await settled(page);
  dialog = await openDialog(
    page.getByRole('button', { name: /^Edit Ring Group/ }).first(),
    /Update Ring Group/,
  );
  await audit('/ringgroup: Update Ring Group');
  await closeDialog(dialog);

  // A delete confirmation, from a row's trash can (cancelled).
  await page.goto('/appaccess');
  await settled(page);
  dialog = await openDialog(
    page.getByRole('button', { name: /^Delete App Access/ }).first(),
    'Delete App Access',
  );
  await audit('/appaccess: Delete App Access');
  await closeDialog(dialog);

  // The extension's add dialog (a long form with tabs).
  await page.goto('/extension');
  await settled(page);
  dialog = await openDialog(page.getByRole('button', { name: 'Add Extension' }), 'Add Extension');
  await audit('/extension: Add Extension');
  await closeDialog(dialog);

  // The user list's add dialog.
  await page.goto('/user');
  await settled(page);
  dialog = await openDialog(page.getByRole('button', { name: 'Add User' }), 'Add User');
  await audit('/user: Add User');
  await closeDialog(dialog);

  // The console's menu on a phone: the side bar slides over the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await settled(page);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await audit('/dashboard (menu at 390 px)');
  await page.setViewportSize({ width: 1280, height: 800 });
  expectNoFindings();
});

/** The element that has the focus, described for a message. */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el
      ? `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}`
      : '';
  });

test('the keyboard alone walks the side bar and a table, and a dialog traps and returns focus', async () => {
  await signIn();
  await page.goto('/dashboard');
  await settled(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });

  // Tab from the top of the page reaches the side bar's first entry, and every entry after it, in order.
  await page.locator('body').focus();
  let steps = 0;
  while (
    !(await nav.getByRole('link', { name: 'Dashboard' }).evaluate((el) => el === document.activeElement))
  ) {
    await page.keyboard.press('Tab');
    steps += 1;
    expect(steps, `Tab never reached the side bar (focus on ${await focused()})`).toBeLessThan(30);
  }
  // The focus is visible: the theme's ring (an outline) on the focused entry.
  const outline = await nav
    .getByRole('link', { name: 'Dashboard' })
    .evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');

  // Open the PBX group by keyboard and follow its Extensions entry.
  const pbx = nav.getByRole('button', { name: 'PBX', exact: true });
  for (steps = 0; !(await pbx.evaluate((el) => el === document.activeElement)); steps += 1) {
    await page.keyboard.press('Tab');
    expect(steps, `Tab never reached the PBX group (focus on ${await focused()})`).toBeLessThan(30);
  }
  if ((await pbx.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
  const extensions = nav.getByRole('link', { name: 'Extensions' });
  for (steps = 0; !(await extensions.evaluate((el) => el === document.activeElement)); steps += 1) {
    await page.keyboard.press('Tab');
    expect(steps, `Tab never reached Extensions (focus on ${await focused()})`).toBeLessThan(30);
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/extension$/);
  await settled(page);

  // The table's row actions are reached by Tab; Enter on a row's pencil opens its dialog.
  const table = page.getByRole('table', { name: 'Extensions' });
  const edit = table.getByRole('button', { name: /^Edit extension/ }).first();
  for (steps = 0; !(await edit.evaluate((el) => el === document.activeElement)); steps += 1) {
    await page.keyboard.press('Tab');
    expect(steps, `Tab never reached a row's edit button (focus on ${await focused()})`).toBeLessThan(80);
  }
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The focus is inside the dialog and stays there however far Tab goes.
  for (let i = 0; i < 40; i += 1) {
    expect(
      await dialog.evaluate((el) => el.contains(document.activeElement)),
      `Tab left the dialog (focus on ${await focused()})`,
    ).toBe(true);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
});
