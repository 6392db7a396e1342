/** The mails the server under test sent during this run (written by ../mail-receiver.ts), oldest first. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export interface Mail {
  to: string[];
  body: string;
}

function mailDir(): string {
  const dir = process.env.PORTSIDE_E2E_MAILS;
  if (!dir) throw new Error('PORTSIDE_E2E_MAILS is not set (playwright.config.ts sets it)');
  return dir;
}

/** Every mail so far; pass its length as `after` to wait for the next ones. */
export function allMails(): Mail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Mail);
}

/** Waits for a mail to `address` among those after the first `after`, and returns the newest. */
export async function nextMailTo(address: string, after: number): Promise<Mail> {
  const to = () =>
    allMails()
      .slice(after)
      .filter((m) => m.to.includes(address));
  await expect.poll(() => to().length).toBeGreaterThan(0);
  return to().at(-1)!;
}
