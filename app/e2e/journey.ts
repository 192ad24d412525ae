import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** A new address per test, so that journeys never collide in the shared database. */
export function uniqueEmail(name: string) {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ch`;
}

/** The last one-time code the server mailed to this address, read from its outbox folder. */
export function lastMailedCode(email: string): string {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = readdirSync(outbox)
    .filter(
      (file) =>
        file.includes(email.replace(/[^a-z0-9]+/gi, '_')) ||
        readFileSync(path.join(outbox, file), 'utf8').includes(email),
    )
    .sort();
  const last = files.at(-1);
  if (!last) throw new Error(`No mail to ${email} in ${outbox}.`);
  const code = readFileSync(path.join(outbox, last), 'utf8').match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`No 4-digit code in ${last}.`);
  return code;
}

/** A toast's text; Radix renders it once on screen and once in a live region for screen readers. */
export async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text).filter({ visible: true }).first()).toBeVisible();
}

export type Jumper = { email: string; password: string };

/** Registers through the real form, as a user does. */
export async function registerThroughForm(page: Page, jumper: Jumper) {
  await page.goto('/register/jumper');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Pronounce').fill('she/her');
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Muster');
  await page.getByLabel('DOB').fill('1994-05-17');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('0791234567');
  await page.getByLabel('Email').fill(jumper.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(jumper.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Jumper Registered Successfully.');
}
