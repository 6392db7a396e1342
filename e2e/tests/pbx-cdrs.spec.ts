/**
 * PBX Call Records end to end on the demo ship: the side bar opens the list of the seeded calls, newest
 * first; the advanced search narrows it by direction and the server answers only those; the export
 * writes what the screen shows (its titles, words, m:ss and the ship's time as on screen); at 390 px the
 * screen fits the phone's width.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSideScroll } from './layout.ts';
import { signInWithPassword } from './sign-in.ts';

const SHOTS = process.env.PBX_CDRS_SHOTS;

test('Call Records: list, filter by direction, export; fits a phone', async ({ page }) => {
  await signInWithPassword(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const pbx = nav.getByRole('button', { name: 'PBX', exact: true });
  if ((await pbx.getAttribute('aria-expanded')) !== 'true') await pbx.click();
  await nav.getByRole('link', { name: 'Call Records' }).click();
  await expect(page).toHaveURL(/\/pbxcdr$/);
  const table = page.getByRole('table', { name: 'Call Records' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText(/^Total: /)).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Start',
    'Caller',
    'Destination',
    'Direction',
    'Duration',
    'Hangup Cause',
  ]);
  await expect(table.locator('tbody tr').first().getByRole('cell').nth(4)).toHaveText(/^\d+:\d{2}$/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pbx-cdrs-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Advanced search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Advanced search' });
  await dialog.getByRole('combobox', { name: 'Direction' }).click();
  await page.getByRole('option', { name: 'Inbound' }).click();
  await dialog.getByRole('button', { name: 'Search' }).click();
  // The filtered page replaces the one on the screen when it arrives: wait for it, not for any row.
  const directions = table.locator('tbody tr td:nth-child(4)');
  await expect.poll(async () => [...new Set(await directions.allTextContents())]).toEqual(['Inbound']);
  const firstStart = await table.locator('tbody tr').first().getByRole('cell').first().textContent();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export' }).click();
  const file = await readFile(await (await download).path(), 'utf8');
  const [header, ...lines] = file.trim().split('\n');
  expect(header).toBe('Start,Caller,Destination,Direction,Duration,Hangup Cause');
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    const cells = line.split(',');
    expect(cells[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(cells[3]).toBe('Inbound');
    expect(cells[4]).toMatch(/^\d+:\d{2}$/);
    expect(cells[5]).not.toMatch(/_/);
  }
  // The same time as the screen shows (the ship's zone), not UTC.
  expect(lines[0]?.split(',')[0]).toBe(firstStart);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pbxcdr');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expectNoSideScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pbx-cdrs-390.png`, fullPage: true });
});
