import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The operator CLI (what `npm run operator` runs), against the server's data folder. Started with node itself: npm's
 * own start-up took longer than the command, and journeys call the CLI about a hundred times.
 */
export function operator(...args: string[]) {
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/operator/cli.ts', ...args], {
    cwd: path.join(repositoryRoot, 'api'),
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

/** Publishes jobs as an operator does, from a JSON file (the `jobs-publish` format); resolves to their ids. */
export function publishJobs(jobs: Record<string, unknown>[]): number[] {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'jumpers-e2e-jobs-')), 'jobs.json');
  writeFileSync(file, JSON.stringify(jobs));
  const said = operator('jobs-publish', file);
  const ids = /Published \d+ jobs?: ([\d, ]+)\./.exec(said)?.[1];
  if (!ids) throw new Error(`jobs-publish said: ${said}`);
  return ids.split(', ').map(Number);
}

/** A small file whose bytes really are a PDF, as the server checks content, not names. */
export const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`),
});

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

/** Registers through the real form, as a user does; the mobile number typed as people write it, for +41. */
export async function registerThroughForm(page: Page, jumper: Jumper, mobileNumber = '79 123 45 67') {
  await page.goto('/register/jumper');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Pronounce').fill('she/her');
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Muster');
  await page.getByLabel('DOB').fill('1994-05-17');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobileNumber);
  await page.getByLabel('Email').fill(jumper.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(jumper.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Jumper Registered Successfully.');
}

const randomOctet = () => Math.floor(Math.random() * 254) + 1;

async function expectOk(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
}

/**
 * A jumper whose three documents the operator has verified, signed in through the form:
 * the starting point of every journey inside the jumper area. Registration and uploads go
 * through the API, as the journeys that test those screens already cover them.
 */
export async function signInVerifiedJumper(page: Page, name = 'jumper'): Promise<Jumper> {
  const jumper = { email: uniqueEmail(name), password: 'Summit!Trail42' };
  const registered = await page.request.post('/api/v1/user', {
    // A client address of its own (the server trusts one proxy in these runs): registration is limited per IP.
    headers: { 'X-Forwarded-For': `10.${randomOctet()}.${randomOctet()}.${randomOctet()}` },
    data: {
      user: {
        gender: 1,
        first_name: 'Anna',
        last_name: 'Muster',
        pronounce: 'she/her',
        dob: '1994-05-17',
        country_code: '+41',
        mobile_number: '0791234567',
        email: jumper.email,
        password: jumper.password,
        role: 'jumper',
        user_name: '',
      },
    },
  });
  await expectOk(registered);
  const { authentication_key: key } = (await registered.json()) as { authentication_key: string };
  const headers = { Authorization: `Bearer ${key}` };
  await expectOk(
    await page.request.put('/api/v1/jumpers/upload_cv', { headers, multipart: { 'jumper[upload_cv]': pdf('cv.pdf') } }),
  );
  await expectOk(
    await page.request.post('/api/v1/certificate_documents', {
      headers,
      multipart: { 'certificate_document[file]': pdf('diploma.pdf') },
    }),
  );
  await expectOk(
    await page.request.post('/api/v1/employment_references', {
      headers,
      multipart: { 'employment_reference[file]': pdf('reference.pdf') },
    }),
  );
  operator('verify', jumper.email);

  await page.goto('/login/jumper');
  await page.getByLabel('Email').fill(jumper.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(jumper.password);
  await page.getByRole('button', { name: 'Sign In with Email' }).click();
  await expect(page).toHaveURL('/jumper/explore');
  return jumper;
}

/**
 * A jumper registered through the API (no documents yet) whose registration-only session the
 * browser holds, as after the registration form: the upload documents screen is theirs.
 */
export async function registerThroughApi(page: Page, name = 'jumper'): Promise<Jumper & { key: string }> {
  const jumper = { email: uniqueEmail(name), password: 'Summit!Trail42' };
  const registered = await page.request.post('/api/v1/user', {
    headers: { 'X-Forwarded-For': `10.${randomOctet()}.${randomOctet()}.${randomOctet()}` },
    data: {
      user: {
        gender: 1,
        first_name: 'Anna',
        last_name: 'Muster',
        pronounce: 'she/her',
        dob: '1994-05-17',
        country_code: '+41',
        mobile_number: '0791234567',
        email: jumper.email,
        password: jumper.password,
        role: 'jumper',
        user_name: '',
      },
    },
  });
  await expectOk(registered);
  const { authentication_key: key } = (await registered.json()) as { authentication_key: string };
  await page.goto('/');
  await page.evaluate((token) => {
    sessionStorage.setItem('jumpers.session', JSON.stringify({ key: token, status: 'token-only' }));
  }, key);
  await page.goto('/jumper/upload-document');
  return { ...jumper, key };
}

/** Picks the interface language in the navigation bar's drop-down, as a user does. */
export async function chooseLanguage(page: Page, language: 'English' | 'Deutsch' | 'Français' | 'Italiano') {
  await page.getByRole('combobox', { name: /^(Language|Sprache|Langue|Lingua)$/ }).selectOption(language);
}

/** The key of the session the browser holds (temporary or 'Keep Me Signed In'), to ask the server what it stored. */
export async function sessionKey(page: Page): Promise<string> {
  const stored = await page.evaluate(
    () => sessionStorage.getItem('jumpers.session') ?? localStorage.getItem('jumpers.session') ?? '{}',
  );
  const { key } = JSON.parse(stored) as { key?: string };
  if (!key) throw new Error('The browser holds no session.');
  return key;
}

/** What the server has stored for the signed-in jumper at `path` (the `data` of its answer), read with their key. */
export async function storedOnServer<T = unknown>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path, { headers: { Authorization: `Bearer ${await sessionKey(page)}` } });
  expect(answer.ok(), `${path} answered ${answer.status()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/**
 * Fails when the page scrolls sideways: it is wider than the viewport. Asked until it holds, as a viewport just made
 * narrower is laid out again in the frames that follow (what measures its own width answers a frame later).
 */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await expect.poll(overflow, { message: 'the page is wider than the viewport (px)' }).toBeLessThanOrEqual(0);
}
