#!/usr/bin/env node
/**
 * The installed app's icons (issue 15 item 2), drawn from public/favicon.svg by Chromium (Playwright, the
 * browser the tests use) and committed in public/: run again after changing the favicon.
 *   - pwa-192.png, pwa-512.png: the favicon as it is (rounded square, transparent corners), 'any' purpose;
 *   - maskable-512.png: the harbour blue to every edge and the mark inside the middle 80 %, which a phone's
 *     launcher may cut to a circle or a squircle (the maskable safe zone);
 *   - apple-touch-icon.png (180): full bleed too, as iOS rounds the corners itself.
 * Usage: node scripts/icons.mjs   (CHROMIUM=/path overrides /usr/bin/chromium)
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const BACKGROUND = svg.match(/<rect[^>]*fill="(#[0-9a-fA-F]{3,6})"/)?.[1] ?? '#0b4f71';
/** The favicon's mark alone: the background square left out. */
const mark = svg.replace(/<title>.*?<\/title>/, '').replace(/<rect[^>]*\/>/, '');
const dataUrl = (text) => `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`;

/** Full bleed: the background everywhere, the mark scaled to `share` of the side, centred. */
function fullBleed(share) {
  const pad = (32 / share - 32) / 2;
  const side = 32 + 2 * pad;
  return mark.replace(
    /viewBox="[^"]*">/,
    `viewBox="${-pad} ${-pad} ${side} ${side}"><rect x="${-pad}" y="${-pad}" width="${side}" height="${side}" fill="${BACKGROUND}"/>`,
  );
}

const icons = [
  { file: 'pwa-192.png', size: 192, svg },
  { file: 'pwa-512.png', size: 512, svg },
  // The favicon's mark spans about 16 of its 32 units; at 0.8 of the side it stays inside the safe circle.
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.9) },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${dataUrl(icon.svg)}" width="${icon.size}" height="${icon.size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: join(publicDir, icon.file), omitBackground: true });
    await page.close();
    console.log(`icons: public/${icon.file} (${icon.size} px)`);
  }
} finally {
  await browser.close();
}
