/**
 * Voicemail you can hear, end to end on the demo fleet (issue 14 item 6): a seeded message of the
 * purser's box plays in Chromium's <audio> player (its time advances: the server answered the ranges
 * the player asked for with real Opus), the row turns Read, the recording downloads, and the box's
 * settings take a greeting file and play it back. Screens looked at on a desk (1280) and a phone (390).
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signInWithPassword } from './sign-in.ts';

const SHOTS = process.env.VOICEMAIL_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

async function openPurserMessages(page: Page) {
  await signInWithPassword(page);
  await page.goto('/voicemailmessage/2101');
  const messages = page.getByRole('table', { name: 'Messages: 2101' });
  // The first list of a fresh server on two busy cores can take longer than one ordinary wait.
  await expect(page.getByText('Total: 72')).toBeVisible({ timeout: 30_000 });
  return messages;
}

for (const width of [1280, 390]) {
  test(`Messages at ${width} px: play a message, it turns Read, download it`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const messages = await openPurserMessages(page);
    const row = messages.getByRole('row').filter({ hasText: 'New' }).first();
    const caller = (await row.getByRole('button', { name: /^Play message from / }).getAttribute('aria-label'))
      ?.replace('Play message from ', '')
      .trim();
    await shot(page, `messages-${width}`);
    await row.getByRole('button', { name: /^Play message from / }).click();
    const dialog = page.getByRole('dialog', { name: `Message from ${caller}` });
    const audio = dialog.locator('audio');
    await expect(audio).toHaveAttribute('controls', '');
    // The player has the stream's header and data (HAVE_CURRENT_DATA or more) and is playing: its time moves.
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThanOrEqual(2);
    await audio.evaluate((a: HTMLAudioElement) => (a.paused ? a.play() : undefined));
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.2);
    expect(await audio.evaluate((a: HTMLAudioElement) => Math.round(a.duration))).toBeGreaterThanOrEqual(8);
    await expect(dialog.getByRole('button', { name: 'Mark as new' })).toBeVisible();
    await shot(page, `player-${width}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^voicemail-2101-\d{8}-\d{4}-[0-9+]+\.opus$/);
    const file = readFileSync((await download.path()) ?? '');
    expect(file.subarray(0, 4).toString()).toBe('OggS');
    expect(file.length).toBeGreaterThan(10_000);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Played, so read: the list was reloaded with it.
    const played = messages
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Play message from ${caller}` }) });
    await expect(played.first()).toContainText('Read');
  });
}

test('Messages: the recording answers range requests as the player asks them', async ({ page }) => {
  await openPurserMessages(page);
  const list = await page.request.get(
    '/v2/pbx/domain/cpl.meridiancruises.example/extension/2101/voicemail/message?pagesize=1',
  );
  const [first] = (await list.json()).voicemailmessages;
  const url = `/v2/pbx/domain/cpl.meridiancruises.example/extension/2101/voicemail/message/${first.voicemail_message_uuid}/audio`;
  const head = await page.request.get(url, { headers: { range: 'bytes=0-3' } });
  expect(head.status()).toBe(206);
  expect(head.headers()['content-range']).toMatch(/^bytes 0-3\/\d+$/);
  expect((await head.body()).toString()).toBe('OggS');
  const size = Number(head.headers()['content-range']?.split('/')[1]);
  const outside = await page.request.get(url, { headers: { range: `bytes=${size}-` } });
  expect(outside.status()).toBe(416);
  expect(outside.headers()['content-range']).toBe(`bytes */${size}`);
});

test('Mailbox settings: upload a greeting, hear it, refuse a file that is no audio', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithPassword(page);
  await page.goto('/voicemail');
  await page.getByRole('searchbox', { name: 'Search' }).fill('2102');
  const table = page.getByRole('table', { name: 'Voicemails' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: 'Mailbox settings of Voicemail Box 2102' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mailbox Settings 2102' });
  await expect(dialog.getByText('Callers hear the standard greeting.')).toBeVisible();
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles({
    name: 'notes.wav',
    mimeType: 'audio/wav',
    buffer: Buffer.from('not a recording'),
  });
  await expect(dialog.getByText('Choose a WAV, Opus (.opus, .ogg) or MP3 file.')).toBeVisible();
  await input.setInputFiles('apps/server/src/seed/voicemail/dining.opus');
  await dialog.getByRole('button', { name: 'Upload greeting' }).click();
  await expect(page.getByText('Greeting of Voicemail Box 2102 uploaded')).toBeVisible();
  await expect(dialog.getByText(/^dining\.opus · \d+ KB$/)).toBeVisible();
  const greeting = dialog.getByLabel('The greeting of Voicemail Box 2102');
  await greeting.evaluate((a: HTMLAudioElement) => a.play());
  await expect.poll(() => greeting.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.2);
  await dialog.getByRole('switch', { name: /E-mail the message/ }).click({ force: true });
  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill('purser@meridiancruises.example');
  // A mailed message stays in the box unless this is turned off.
  const keep = dialog.getByRole('switch', { name: /Keep the message in the box/ });
  await expect(keep).toBeChecked();
  await expect(keep).toBeEnabled();
  await dialog.getByRole('button', { name: 'Save e-mail setting' }).click();
  await expect(page.getByText('Successfully updated Voicemail Box 2102')).toBeVisible();
  await shot(page, 'settings-390');
});
