import { expect, test } from '@playwright/test';
import { signInVerifiedJumper } from './journey';

/*
 * A first visit (a reload, a link opened) to a page of the jumper area: the server names the page's code in
 * index.html, the route asks for the page's data while that code loads, and the page then finds the answer
 * under way. Whatever starts a request, each thing is asked for once.
 */

const pages = [
  { path: '/jumper/explore', chunk: 'explore-page', first: '/api/v1/jumpers/dashboard' },
  { path: '/jumper/engagement?tab=unsuccessful', chunk: 'engagements-page', first: '/api/v1/applied_jobs' },
  { path: '/jumper/profile', chunk: 'jumper-profile-page', first: '/api/v1/jumper_profile' },
  { path: '/jumper/setting/account', chunk: 'account-page', first: '/api/v1/account_setting' },
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
    expect(html, path).toMatch(
      new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${chunk}-[\\w-]+\\.js">`),
    );
    await page.waitForLoadState('networkidle');
    page.off('request', listener);

    expect(
      asked.some((url) => url.startsWith(first)),
      `${path} asks for ${first}`,
    ).toBe(true);
    const repeated = asked.filter((url, index) => asked.indexOf(url) !== index);
    expect(repeated, `${path} asked again for`).toEqual([]);
  }
});
