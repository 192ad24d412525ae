import { expect, test } from '@playwright/test';
import { chunkOf } from './chunks';
import { signInVerifiedJumper } from './journey';

/*
 * A first visit (a reload, a link opened) to a page of the jumper area: the server names the page's code in
 * index.html, the route asks for the page's data while that code loads, and the page then finds the answer
 * under way. Whatever starts a request, each thing is asked for once.
 */

const pages = [
  { path: '/jumper/explore', chunk: 'src/features/explore/explore-page.tsx', first: '/api/v1/jumpers/dashboard' },
  // Filters and order in the address: the early request asks for what the page asks for, in the same words.
  {
    path: '/jumper/explore?sort=pay&canton=ZH&pay_min=25&search=z%C3%BCrich',
    chunk: 'src/features/explore/explore-page.tsx',
    first: '/api/v1/jumpers/dashboard',
  },
  {
    path: '/jumper/engagement?tab=unsuccessful',
    chunk: 'src/features/engagements/engagements-page.tsx',
    first: '/api/v1/applied_jobs',
  },
  { path: '/jumper/profile', chunk: 'src/features/profile/jumper-profile-page.tsx', first: '/api/v1/jumper_profile' },
  {
    path: '/jumper/setting/account',
    chunk: 'src/features/settings/account-page.tsx',
    first: '/api/v1/account_setting',
  },
];

test('a first visit to each jumper page names its code in the page and asks for each thing once', async ({ page }) => {
  await signInVerifiedJumper(page, 'first-visit');
  for (const { path, chunk, first } of pages) {
    const asked: string[] = [];
    const listener = (request: { method(): string; url(): string }) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
    };
    // Nothing of the page before (still loading what it shows) is counted with this one.
    await page.goto('about:blank');
    page.on('request', listener);
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html, path).toContain(`<link rel="modulepreload" crossorigin href="${chunkOf(chunk)}">`);
    expect(html, path).toMatch(/<script type="module" async crossorigin src="\/assets\/first-request-[\w-]+\.js">/);
    await page.waitForLoadState('networkidle');
    page.off('request', listener);

    // Once: the early request's answer is the one the page shows, not asked for again in other words.
    expect(
      asked.filter((url) => url.split('?')[0] === first),
      `${path} asks for ${first}`,
    ).toHaveLength(1);
    const repeated = asked.filter((url, index) => asked.indexOf(url) !== index);
    expect(repeated, `${path} asked again for`).toEqual([]);
  }
});

test("a first visit asks for the page's data before the app's code has arrived", async ({ page }) => {
  await signInVerifiedJumper(page, 'early-request');
  await page.goto('about:blank');
  // The page's jobs, and the navigation's marker on Engagements, which every page of the area shows.
  const asked = (path: string) =>
    page
      .waitForRequest((request) => new URL(request.url()).pathname === path)
      .then(() => true)
      .catch(() => false);
  const dataAsked = Promise.all([asked('/api/v1/jumpers/dashboard'), asked('/api/v1/applied_jobs/unread')]).then(
    (both) => both.every(Boolean),
  );
  let askedBeforeCode = false;
  // The app's entry chunk is held back until the page's data has been asked for (or long enough to show it was not).
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    askedBeforeCode = await Promise.race([
      dataAsked,
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    await route.continue();
  });
  await page.goto('/jumper/explore?tab=permanent');
  await expect(page.getByRole('tab', { name: 'Permanent positions', selected: true })).toBeVisible();
  expect(askedBeforeCode).toBe(true);
});
