import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { chunkOf } from './chunks';
import { authHeaders, dashboard, tileOf, tileTitles, tilesOf } from './explore-helpers';
import { chooseLanguage, expectToast, signInVerifiedJumper } from './journey';

const jumperList = (page: Page) => page.getByRole('list', { name: 'Jumper positions' });

test('search with an umlaut, page through the results, and the address restores tab, page and search', async ({
  page,
}) => {
  await signInVerifiedJumper(page, 'explorer');
  const list = jumperList(page);
  const firstPage = await dashboard(page, 'page=1&per_page=5');
  await expect(tilesOf(list)).toHaveCount(5);
  expect(await tileTitles(list)).toEqual(firstPage.titles);
  await expectNoAxeViolations(page);

  // Page 2 is in the address: reload and back/forward restore it.
  const secondPage = await dashboard(page, 'page=2&per_page=5');
  await page.getByRole('navigation', { name: 'Result pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect.poll(() => tileTitles(list)).toEqual(secondPage.titles);
  await page.reload();
  await expect.poll(() => tileTitles(jumperList(page))).toEqual(secondPage.titles);
  await page.goBack();
  await expect(page).toHaveURL('/jumper/explore');
  await expect.poll(() => tileTitles(jumperList(page))).toEqual(firstPage.titles);
  await page.goForward();
  await expect.poll(() => tileTitles(jumperList(page))).toEqual(secondPage.titles);

  // Switching tab goes to page 1 of the other kind.
  const permanent = await dashboard(page, 'page=1&per_page=5&permanent_job=true');
  await page.getByRole('tab', { name: 'Permanent positions' }).click();
  await expect(page).toHaveURL('/jumper/explore?tab=permanent');
  await expect
    .poll(() => tileTitles(page.getByRole('list', { name: 'Permanent positions' })))
    .toEqual(permanent.titles);
  await page.getByRole('tab', { name: 'Jumper positions' }).click();

  // An umlaut in the search: the server ignores accents, the address keeps the words as typed.
  const zurich = await dashboard(page, `page=1&per_page=5&search=${encodeURIComponent('Zurich')}`);
  expect(zurich.jobs.length).toBeGreaterThan(0);
  const search = page.getByRole('searchbox', { name: 'Search jobs' });
  await search.fill('Zürich');
  await search.press('Enter');
  await expect(page).toHaveURL(/search=Z%C3%BCrich/);
  await expect.poll(() => tileTitles(jumperList(page))).toEqual(zurich.titles);
  await expect(
    jumperList(page)
      .getByText(/Zürich/)
      .first(),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('Zürich');
  await expect.poll(() => tileTitles(jumperList(page))).toEqual(zurich.titles);

  // Nothing matches: 'No result found', the list is emptied, the words stay to be corrected.
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('Zürichxyz Nirgendwo');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No result found' })).toBeVisible();
  await expect(jumperList(page)).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('Zürichxyz Nirgendwo');
  await expectNoAxeViolations(page);
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('Zürich');
  await expect.poll(() => tileTitles(jumperList(page))).toEqual(zurich.titles);
});

test('on a 375 px phone a tile opens its detail inline, and selecting it again closes it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInVerifiedJumper(page, 'phone');
  const list = jumperList(page);
  const [first] = (await dashboard(page, 'page=1&per_page=5')).jobs;
  const title = first!.job_name!;
  const tile = tileOf(list, title);
  await expect(tile).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  await tile.click();
  await expect(tile).toHaveAttribute('aria-expanded', 'true');
  const detail = list.getByRole('article', { name: title });
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('heading', { name: title })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Apply' })).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Get Direction' })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${first!.latitude},${first!.longitude}`,
  );
  await expect(page).toHaveURL(new RegExp(`job=${first!.id}`));
  await expectNoAxeViolations(page);
  await tile.click();
  await expect(tile).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});

test('on a 1280 px screen list and detail stand side by side; share copies a link that opens the job', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInVerifiedJumper(page, 'desk');
  const { jobs } = await dashboard(page, 'page=1&per_page=5');
  // The first job's detail is there before any choice, beside the list.
  await expect(page.getByRole('article', { name: jobs[0]!.job_name })).toBeVisible();
  const third = jobs[2]!;
  await tileOf(jumperList(page), third.job_name!).click();
  const detail = page.getByRole('article', { name: third.job_name });
  await expect(detail).toBeVisible();
  // Beside, not under: the detail starts to the right of the list.
  const listBox = (await jumperList(page).boundingBox())!;
  const detailBox = (await detail.boundingBox())!;
  expect(detailBox.x).toBeGreaterThan(listBox.x + listBox.width - 1);
  await expectNoAxeViolations(page);

  await detail.getByRole('button', { name: 'Share' }).click();
  await expectToast(page, 'Link copied: it opens this job.');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/jumper/explore\\?job=${third.id}$`));

  // The link opens this job, also when it is not on the first page any more.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('article', { name: third.job_name })).toBeVisible();
  const elsewhere = (await dashboard(page, 'page=3&per_page=5')).jobs[0]!;
  await page.goto(`/jumper/explore?job=${elsewhere.id}`);
  const shared = page.getByRole('region', { name: 'Shared job' });
  await expect(shared.getByRole('article', { name: elsewhere.job_name })).toBeVisible();
  await expectNoAxeViolations(page);
  await shared.getByRole('button', { name: 'Show all jobs' }).click();
  await expect(tilesOf(jumperList(page))).toHaveCount(5);
});

test('Not Interested takes the job out of the list for good', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInVerifiedJumper(page, 'picky');
  const { jobs } = await dashboard(page, 'page=1&per_page=5');
  const unwanted = jobs[1]!;
  await tileOf(jumperList(page), unwanted.job_name!).click();
  await page.getByRole('article', { name: unwanted.job_name }).getByRole('button', { name: 'Not Interested' }).click();
  await expectToast(page, 'We will not show you this job again.');
  await expect(tileOf(jumperList(page), unwanted.job_name!)).toHaveCount(0);
  // The page fills up again with the next job.
  await expect(tilesOf(jumperList(page))).toHaveCount(5);
  await page.reload();
  await expect(tilesOf(jumperList(page))).toHaveCount(5);
  expect(await tileTitles(jumperList(page))).not.toContain(unwanted.job_name);
  expect((await dashboard(page, 'page=1&per_page=50')).titles).not.toContain(unwanted.job_name);
});

test('server failures show the first version’s texts and keep what the jumper typed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInVerifiedJumper(page, 'unlucky');
  await page.goto('/jumper/setting/account');

  // The first load fails.
  await page.route('**/api/v1/jumpers/dashboard*', (route) => route.fulfill({ status: 500, body: '{}' }), {
    times: 1,
  });
  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(page.getByText('Something went wrong!', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // A search fails: the message, the list as it was, the words still in the box.
  await page.reload();
  const { jobs } = await dashboard(page, 'page=1&per_page=5');
  await expect(tilesOf(jumperList(page))).toHaveCount(5);
  await page.route('**/api/v1/jumpers/dashboard?*search=*', (route) => route.fulfill({ status: 500, body: '{}' }), {
    times: 1,
  });
  const search = page.getByRole('searchbox', { name: 'Search jobs' });
  await search.fill('Köchin Zürich');
  await search.press('Enter');
  await expectToast(page, 'Something went wrong, Please try again!');
  await expect(search).toHaveValue('Köchin Zürich');
  await expect(tilesOf(jumperList(page))).toHaveCount(5);

  // Not Interested fails: the message, and the job stays.
  await page.goto('/jumper/explore');
  await page.route('**/add_not_interested*', (route) => route.fulfill({ status: 500, body: '{}' }), { times: 1 });
  const detail = page.getByRole('article', { name: jobs[0]!.job_name });
  await detail.getByRole('button', { name: 'Not Interested' }).click();
  await expectToast(page, 'Something went wrong, Please try again!');
  await expect(tileOf(jumperList(page), jobs[0]!.job_name!)).toBeVisible();
  const stored = await page.request.get('/api/v1/jumpers/dashboard?page=1&per_page=5', {
    headers: await authHeaders(page),
  });
  expect(JSON.stringify(await stored.json())).toContain(jobs[0]!.job_name);
});

test('explore in German', async ({ page }) => {
  await signInVerifiedJumper(page, 'deutsch');
  await chooseLanguage(page, 'Deutsch');
  await expect(page.getByRole('tab', { name: 'Festanstellungen' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Stellen suchen' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Stellen suchen' }).fill('qqqzzz');
  await page.getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Kein Ergebnis gefunden' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the system share sheet where there is one; the apply flow and the town table load only on Apply', async ({
  page,
}) => {
  // A browser with a share sheet (phones): the page hands it title and link instead of copying.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedData: shared });
    Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data) });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInVerifiedJumper(page, 'sharer');
  const [job] = (await dashboard(page, 'page=1&per_page=5')).jobs;
  const detail = page.getByRole('article', { name: job!.job_name });
  await detail.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData))
    .toEqual([{ title: job!.job_name, url: expect.stringMatching(new RegExp(`/jumper/explore\\?job=${job!.id}$`)) }]);
  await expect(page.getByText('Link copied: it opens this job.')).toHaveCount(0);

  expect(scripts).toContain(chunkOf('src/features/explore/explore-page.tsx'));
  const onApply = [chunkOf('src/features/apply/apply-flow.tsx'), chunkOf('../rules/src/swiss-places.json')];
  expect(scripts.filter((script) => onApply.includes(script))).toEqual([]);
  await detail.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('dialog', { name: 'How Applying Works' })).toBeVisible();
  await expect.poll(() => scripts.filter((script) => onApply.includes(script)).length).toBe(2);
});
