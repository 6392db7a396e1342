/**
 * Browser tests: Debian's Chromium against the built console served by the real server on a fresh
 * embedded database (a temp DATA_DIR per run). Mail goes over SMTP to one receiver for the run
 * (mail-receiver.ts), which keeps each mail as a file the specs read (tests/mailbox.ts); the language
 * service calls a fake chat-completions API (global-setup.ts starts both).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_PORT, LANGUAGE_PORT, SMTP_PORT } from './tests/ports.ts';

// Set once in the main process; workers inherit it, so they agree on the folder.
process.env.PORTSIDE_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'portside-e2e-'));
process.env.PORTSIDE_E2E_MAILS ??= mkdtempSync(join(tmpdir(), 'portside-e2e-mails-'));

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Each test is a whole user flow (sign in, several dialogs, a download). The longest take 15-25 s on
  // this machine when quiet, and CI has run the same flows four times slower (16.5 min for a suite that
  // takes 4 here), so the budget per test is 180 s. A single wait has 20 s: on 2026-11-28 the suite took
  // 23 minutes on this machine, and one screen's first data (Registrations' tabs, its API answering in
  // 30 ms) arrived just after a 10 s wait while the other worker ran axe against the same server.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    // The console's service worker would install in every test's context and fetch ~1 MB ahead in the
    // background; only pwa.spec.ts, which tests it, lets it in.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx apps/server/src/server.ts',
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.PORTSIDE_E2E_DATA,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'Portside <no-reply@portside.test>',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every test signs in from 127.0.0.1; the per-address limit is tested in the server suite.
      SIGNIN_LIMIT_PER_IP: '1000',
      // The scheduler's clock is set by the specs (POST /test/clock), so a schedule fires without a wait.
      TEST_CLOCK: 'true',
      // The language service (Translate, Polish) answers through the run's fake chat-completions API.
      LANGUAGE_API_URL: `http://127.0.0.1:${LANGUAGE_PORT}/v1`,
      LANGUAGE_MODEL: 'ship-model',
      // The public site's outside links: a few configured, the rest left out (public-site.spec.ts), and
      // its address for og:url (public-prerendered.spec.ts).
      SITE_BLOG_URL: 'https://blog.fleet-e2e.test/',
      SITE_STATUS_URL: 'https://status.fleet-e2e.test/',
      SITE_LINKEDIN_URL: 'https://www.linkedin.com/company/fleet-e2e',
      SITE_URL: 'https://www.fleet-e2e.test',
    },
  },
});
