import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { fillBankDetails } from './bank-helpers';
import { authHeaders, dashboard } from './explore-helpers';
import { chooseLanguage, signInVerifiedJumper } from './journey';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

const offlineLine = /^You are offline — showing what was loaded at \d\d:\d\d\.$/;
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

/** What the service worker keeps for reading offline, as the page's own Cache Storage lists it. */
const keptAnswers = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const kept = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
    );
    return kept.flat().filter((url) => url.includes('/api/'));
  });

test('offline, Explore and Engagements show what was last loaded and say so; applying and a profile change need a connection and keep what was typed; log-out clears what was kept', async ({
  page,
  context,
}) => {
  await signInVerifiedJumper(page, 'offline');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const { jobs } = await dashboard(page, 'page=1&per_page=10');
  const [seen, applied] = jobs;
  const appliedAnswer = await page.request.post(`/api/v1/applied_job/${applied!.id}`, {
    headers: await authHeaders(page),
    data: { applied_job: { travel_time: null, travel_distance: null, knowledge_of_german: null, language: 'en' } },
  });
  expect(appliedAnswer.ok(), await appliedAnswer.text()).toBe(true);

  // Browsing with the worker in charge: a page of jobs, one job's detail and a look at applying, the applications.
  await page.goto('/jumper/explore');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const seenTitle = seen!.job_name ?? '';
  await page.getByRole('button', { name: seenTitle }).first().click();
  await expect(page.getByRole('heading', { name: seenTitle, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  await dialogNamed(page, 'How Applying Works').getByRole('button', { name: 'Continue' }).click();
  const languages = dialogNamed(page, 'Your Languages');
  await languages.getByRole('button', { name: 'Add German' }).click();
  await languages.getByRole('button', { name: 'Continue' }).click();
  await expect(dialogNamed(page, 'Your Way To Work')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/jumper/engagement');
  await expect(page.getByRole('heading', { name: applied!.job_name ?? '' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/jumper/explore');
  await expect(page.getByRole('status').filter({ hasText: offlineLine })).toHaveText(offlineLine);
  await page.getByRole('button', { name: seenTitle }).first().click();
  await expect(page.getByRole('heading', { name: seenTitle, level: 2 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Engagements' }).click();
  await expect(page.getByRole('heading', { name: applied!.job_name ?? '' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: offlineLine })).toBeVisible();
  await chooseLanguage(page, 'Deutsch');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Sie sind offline – angezeigt wird, was um \d\d:\d\d geladen wurde\.$/ }),
  ).toBeVisible();
  await chooseLanguage(page, 'English');

  // Applying: the flow goes as far as it can without the server, and sending says that it needs a connection.
  await page.getByRole('link', { name: 'Explore' }).click();
  await page.getByRole('button', { name: seenTitle }).first().click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await dialogNamed(page, 'How Applying Works').getByRole('button', { name: 'Continue' }).click();
  await dialogNamed(page, 'Your Languages').getByRole('button', { name: 'Continue' }).click();
  const directions = dialogNamed(page, 'Your Way To Work');
  await directions.getByRole('textbox', { name: 'Your address' }).fill('8400 Winterthur');
  await directions.getByRole('button', { name: 'Save' }).click();
  await directions.getByRole('button', { name: 'Send Application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline: this needs a connection.' })).toBeVisible();
  await expect(directions.getByRole('textbox', { name: 'Your address' })).toHaveValue('8400 Winterthur');

  // A profile change likewise: the profile reads as last loaded (the apply flow loaded it), and saving needs a connection.
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Profile' }).click();
  const aboutMe = page.getByLabel('About Me');
  await aboutMe.fill('Forklift driver, ready for night shifts.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline: this needs a connection.' })).toBeVisible();
  await expect(aboutMe).toHaveValue('Forklift driver, ready for night shifts.');
  // Its toast leaves first, so that the next one is told apart.
  const needsConnection = page.getByRole('status').filter({ hasText: 'You are offline: this needs a connection.' });
  await expect(needsConnection).toHaveCount(0, { timeout: 30_000 });

  // And bank details: the tab reads the profile as last loaded, and the dialog says saving needs a connection.
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: 'Bank Account details' })
    .click();
  await page.getByRole('button', { name: 'Add your bank account details' }).click();
  const bank = await fillBankDetails(page, 'CH93 0076 2011 6238 5295 7');
  await bank.getByRole('button', { name: 'Save' }).click();
  await expect(bank.getByRole('alert')).toHaveText(
    'You are offline: this needs a connection. What you entered is kept: try again once you are back online.',
  );
  await expect(bank.getByRole('textbox', { name: 'IBAN' })).toHaveValue('CH93 0076 2011 6238 5295 7');
  await page.keyboard.press('Escape');

  // Back online, log-out takes what was kept with it.
  await context.setOffline(false);
  expect(await keptAnswers(page)).not.toEqual([]);
  await page.goto('/jumper/setting/account');
  // Settings' quiet way to the app (this test's incognito profile gets no install offer from Chromium).
  await expect(page.getByRole('region', { name: 'The app' })).toContainText('Install jumpers from your browser’s menu');
  await page.getByRole('button', { name: 'Log-Out' }).click();
  await page.getByRole('alertdialog', { name: 'Log out' }).getByRole('button', { name: 'Log-Out' }).click();
  await expect(page).toHaveURL('/');
  expect(await keptAnswers(page)).toEqual([]);
});
