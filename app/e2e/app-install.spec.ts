import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { chromiumPath } from '../../.ci/chromium.mjs';
import { expectNoAxeViolations } from './axe';
import { chooseLanguage } from './journey';

test.use({ serviceWorkers: 'allow' });

const workerFile = path.resolve(import.meta.dirname, '../dist/service-worker.js');

/** Puts a worker in the served build, with the compressed copies the server prefers; `restore` puts the old one back. */
function deployWorker(script: string) {
  const copies = {
    '': (text: string) => text,
    '.gz': (text: string) => gzipSync(text),
    '.br': (text: string) => brotliCompressSync(text),
  };
  const before = Object.keys(copies).map((ending) => [ending, readFileSync(workerFile + ending)] as const);
  for (const [ending, compress] of Object.entries(copies)) writeFileSync(workerFile + ending, compress(script));
  return { restore: () => before.forEach(([ending, bytes]) => writeFileSync(workerFile + ending, bytes)) };
}

/** Waits until the page's service worker (registered after load, lib/app-worker.ts) has installed and taken over. */
async function workerActive(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test('the app is installable: Chromium finds no installability error and offers to install, and the promo card holds the offer', async ({
  playwright,
  baseURL,
}) => {
  // Chromium never installs from an incognito profile, which every test's own context is: this one keeps a profile.
  const profile = mkdtempSync(path.join(tmpdir(), 'jumpers-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu'],
    baseURL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await workerActive(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const manifest = (await (await page.request.get(url)).json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'jumpers', start_url: '/jumper/explore', display: 'standalone' });
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const icon of [...manifest.icons.map(({ src }) => src), appleIcon ?? 'missing']) {
    const answer = await page.request.get(icon);
    expect(answer.headers()['content-type'], icon).toBe('image/png');
  }
  // For what asks for /favicon.ico without reading the page (bookmarks, older Safari, link previews).
  const favicon = await page.request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);

  // Chromium offers to install the app (beforeinstallprompt): the promo card holds that offer as its button.
  const card = page.getByRole('heading', { name: 'What are you waiting for? Get the app' }).locator('..');
  await expect(card.getByRole('button', { name: 'Install the app' })).toBeVisible();
  await chooseLanguage(page, 'Deutsch');
  await expect(page.getByRole('heading', { name: 'Worauf warten Sie noch? Holen Sie sich die App' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'App installieren' })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 375, height: 740 },
  });

  test('the landing page shows the steps of Safari’s Add to Home Screen', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('heading', { name: 'What are you waiting for? Get the app' }).locator('..');
    await expect(card.getByRole('listitem')).toHaveText([
      'Tap Share (the square with an arrow).',
      'Choose Add to Home Screen.',
      'Tap Add.',
    ]);
    await expectNoAxeViolations(page);
  });
});

test('a new version waits until the jumper chooses Reload, then takes over', async ({ page }) => {
  await page.goto('/');
  await workerActive(page);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The next deploy: the server's worker changes, as a new build's list of files does. (A browser fetches a worker's
  // script past the test's routes, so the file itself changes, and is put back afterwards.)
  const deployed = deployWorker(`${readFileSync(workerFile, 'utf8')}\n// the next build\n`);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const notice = page.getByRole('status').filter({ hasText: 'A new version is ready.' });
    await expect(notice).toBeVisible();
    // Until then the page runs on as it is, with the files of the build it started with.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(
      true,
    );
    await expectNoAxeViolations(page);

    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(notice).toBeHidden();
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null))
      .toBe(true);
    await expect(page.getByRole('heading', { name: 'Jobs for every ability' })).toBeVisible();
  } finally {
    deployed.restore();
  }
});
