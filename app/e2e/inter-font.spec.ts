import { expect, test, type Page } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

const rootFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

test("a first visit sets its text in Inter's metric twin and never asks for Inter; once the service worker keeps Inter, the next visit is set in it", async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontRequests.push(new URL(request.url()).pathname);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await rootFont(page)).toMatch(/^"Inter Fallback"/);
  // The worker is registered once the page has loaded and settled, and keeps every file of the build.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  expect(await rootFont(page)).toMatch(/^"Inter Fallback"/);
  const askedByThePage = fontRequests.length;

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => rootFont(page)).toMatch(/^"Inter Variable"/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  expect(askedByThePage, 'the first visit asked for no font of its own').toBe(0);
});
