import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { authHeaders, dashboard, tileOf, tileTitles } from './explore-helpers';
import { chooseLanguage, expectNoSidewaysScroll, publishJobs, signInVerifiedJumper } from './journey';
import personalDetails from './personal-details.json' with { type: 'json' };

/** A word in every job this journey publishes (their company's name), so that a search shows them alone. */
const marker = `filterprobe${Date.now()}`;

const place = {
  bern: { postal_code: '3011', place: 'Bern', canton: 'BE', latitude: 46.948, longitude: 7.4474 },
  thun: { postal_code: '3600', place: 'Thun', canton: 'BE', latitude: 46.758, longitude: 7.628 },
  zurich: { postal_code: '8001', place: 'Zürich', canton: 'ZH', latitude: 47.3717, longitude: 8.5423 },
  geneva: { postal_code: '1204', place: 'Genève', canton: 'GE', latitude: 46.2044, longitude: 6.1432 },
};

/** Five temporary jobs around a home in Bern: near and far, paid below the minimum and well. */
const jobs = [
  { title: 'Warehouse helper', at: place.bern, pay_from_chf: 21, pay_period: 'hour', workload: '100%' },
  {
    title: 'Forklift driver',
    at: place.thun,
    pay_from_chf: 30,
    pay_to_chf: 32,
    pay_period: 'hour',
    workload: '80-100%',
  },
  { title: 'Event steward', at: place.bern, pay_from_chf: 35, pay_period: 'hour', workload: '40-60%' },
  { title: 'Night porter', at: place.zurich, pay_from_chf: 40, pay_period: 'hour', workload: '100%' },
  { title: 'Lab assistant', at: place.geneva, pay_from_chf: 5200, pay_period: 'month', workload: '100%' },
] as const;

function publishProbeJobs() {
  const published = jobs.map(({ title, at, ...rest }, index) => ({
    reference: `${marker}:${index}`,
    kind: 'jumper',
    title,
    company: `Probe ${marker} AG`,
    description_html: `<p>${title} for a few weeks.</p>`,
    required_experience: 'None',
    start_date: '2027-03-01',
    ...at,
    ...rest,
  }));
  publishJobs(published);
}

const list = (page: Page) => page.getByRole('list', { name: 'Jumper positions' });
/** The dashboard's titles for this journey's jobs under these filters, as the server answers them. */
const serverTitles = async (page: Page, filters: string) =>
  (await dashboard(page, `page=1&per_page=5&search=${marker}${filters}`)).titles;

async function applyFilters(page: Page, choose: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await choose(dialog);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
}

test('a home set, filters by commute and pay, sorted by commute, the facts and the net-pay estimate, Back, a refused filter', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  publishProbeJobs();
  await signInVerifiedJumper(page, 'filters');
  await page.goto(`/jumper/explore?search=${marker}`);
  await expect.poll(() => tileTitles(list(page))).toEqual(await serverTitles(page, ''));
  expect(await tileTitles(list(page))).toHaveLength(5);

  // Pay, workload and start on every tile; no commute yet, and an invitation to set the home.
  const forklift = tileOf(list(page), 'Forklift driver');
  await expect(forklift).toContainText('CHF 30–32 / hour');
  await expect(forklift).toContainText('80–100 %');
  await expect(forklift).toContainText('From 1 Mar 2027');
  await expect(forklift).not.toContainText('min');
  await expect(tileOf(list(page), 'Lab assistant')).toContainText('CHF 5,200 / month');
  await page.getByRole('link', { name: 'Set your home to see the commute' }).first().click();
  await expect(page).toHaveURL('/jumper/profile/social-security_personal-details');

  // The home in Bern, and a date of birth that gives the higher holiday rate (from 50 years of age).
  const saved = await page.request.put('/api/v1/jumpers/personal_details', {
    headers: await authHeaders(page),
    data: { jumper: { ...personalDetails, jumper_dob: '17-05-1970' } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goBack();
  // Saved behind the app's back (its own form tells Explore): the list is asked again.
  await page.reload();
  await expect(page.getByText('Commutes from your home in Bern.')).toBeVisible();
  await expect(tileOf(list(page), 'Forklift driver')).toContainText(/\d+ min/);
  await expectNoAxeViolations(page);

  // Within 45 minutes and at least CHF 28 an hour: Zürich and Geneva are too far, the warehouse pays too little.
  await applyFilters(page, async (dialog) => {
    await dialog.getByRole('radio', { name: '45 min' }).check();
    await dialog.getByRole('combobox', { name: 'Minimum pay' }).selectOption({ label: 'CHF 28 / hour' });
  });
  await expect(page).toHaveURL(/max_commute=45/);
  await expect(page).toHaveURL(/pay_min=28/);
  const filtered = await serverTitles(page, '&max_commute=45&pay_min=28');
  expect([...filtered].sort()).toEqual(['Event steward', 'Forklift driver']);
  await expect.poll(() => tileTitles(list(page))).toEqual(filtered);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();

  // Quickest first: the job in Bern before the one in Thun.
  await applyFilters(page, async (dialog) => {
    await dialog.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Shortest commute first' });
  });
  await expect(page).toHaveURL(/sort=commute/);
  expect(await serverTitles(page, '&max_commute=45&pay_min=28&sort=commute')).toEqual([
    'Event steward',
    'Forklift driver',
  ]);
  await expect.poll(() => tileTitles(list(page))).toEqual(['Event steward', 'Forklift driver']);

  // The detail: its facts, and the net-pay estimate of a temporary job at the higher holiday rate.
  await tileOf(list(page), 'Forklift driver').click();
  const detail = page.getByRole('article', { name: 'Forklift driver' });
  await expect(detail.getByText('CHF 30–32 / hour')).toBeVisible();
  await expect(detail.getByText(/by public transport/)).toBeVisible();
  const estimate = detail.getByRole('table', { name: 'Estimate' });
  await expect(estimate).toBeVisible();
  await expect(estimate.getByRole('row', { name: /Base wage/ })).toContainText('30.00');
  await expect(estimate.getByRole('row', { name: /Holiday pay/ })).toContainText('10.64 %');
  await expect(detail.getByText(/below the minimum/i)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Back restores the filters before the order, then the list before the filters.
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=commute/);
  await expect(page).toHaveURL(/max_commute=45&pay_min=28/);
  await expect.poll(() => tileTitles(list(page))).toEqual(filtered);
  await page.goBack();
  await expect(page).not.toHaveURL(/max_commute/);
  await expect.poll(() => tileTitles(list(page))).toEqual(await serverTitles(page, ''));

  // Below the minimum of the area (Bern: CHF 22.39): said in words.
  await tileOf(list(page), 'Warehouse helper').click();
  const warehouse = page.getByRole('article', { name: 'Warehouse helper' });
  await expect(warehouse.getByRole('note')).toContainText('22.39');

  // A place that is not in Switzerland is refused, in English and German; the pay filter stays.
  await page.goForward();
  await expect(page).toHaveURL(/pay_min=28/);
  const from = page.getByRole('textbox', { name: 'Commute from' });
  await from.fill('Atlantis');
  await page.getByRole('button', { name: 'Show commutes' }).click();
  await expect(page).toHaveURL(/commute_from=Atlantis/);
  const refused = page.locator('[data-slot="filters-refused"]');
  await expect(refused).toContainText('Commute from: We could not find this place in Switzerland.');
  await expect(page).toHaveURL(/max_commute=45&pay_min=28/);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await chooseLanguage(page, 'Deutsch');
  await expect(refused).toContainText('Arbeitsweg ab: Diesen Ort haben wir in der Schweiz nicht gefunden.');
  await refused.getByRole('button', { name: 'Diesen Filter entfernen' }).click();
  await expect(refused).toBeHidden();
  await expect(page).not.toHaveURL(/commute_from/);
  await expect(page).toHaveURL(/max_commute=45&pay_min=28/);
  await chooseLanguage(page, 'English');
  await expect.poll(() => tileTitles(list(page))).toEqual(filtered);

  // Nothing matches: the empty list offers to remove each filter on its own, or all of them; the search stays.
  await page.goto(`/jumper/explore?search=${marker}&pay_min=40&canton=GE`);
  const noJobs = page.getByRole('heading', { name: 'No Jobs found with these filters' });
  await expect(noJobs).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove “Minimum pay”' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove “Canton”' }).click();
  await expect(page).toHaveURL(`/jumper/explore?search=${marker}&pay_min=40`);
  await expect.poll(() => tileTitles(list(page))).toEqual(['Night porter']);
  await page.goBack();
  await expect(noJobs).toBeVisible();
  await page.getByRole('button', { name: 'Clear the filters' }).click();
  await expect(page).toHaveURL(`/jumper/explore?search=${marker}`);
  await expect.poll(() => tileTitles(list(page))).toHaveLength(5);

  // A link edited by hand: the value that cannot be read is said and left out, the other filter applies.
  await page.goto(`/jumper/explore?search=${marker}&canton=XX&pay_min=40`);
  await expect(page.locator('[data-slot="filters-unreadable"]')).toHaveText(
    'Left out, as the link’s value could not be read: Canton.',
  );
  await expect.poll(() => tileTitles(list(page))).toEqual(['Night porter']);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoSidewaysScroll(page);
});
