import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { authHeaders, dashboard, tabTo } from './explore-helpers';
import { chooseLanguage, signInVerifiedJumper } from './journey';

test.describe.configure({ timeout: 120_000 });

/** Applies to a job through the API, as the apply flow would (its journey is explore-apply.spec.ts). */
async function applyTo(page: Page, jobId: number, kind: 'jumper' | 'permanent') {
  const path = kind === 'permanent' ? 'applied_per_job' : 'applied_job';
  const applied = await page.request.post(`/api/v1/${path}/${jobId}`, {
    headers: await authHeaders(page),
    data: { applied_job: { travel_time: '20 min', travel_distance: '8.0 km', knowledge_of_german: null } },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
}

/** The link of an application card, named by the job title in the card's heading. */
const cardLink = (page: Page, title: string) =>
  page.getByRole('article').getByRole('heading', { name: title }).getByRole('link', { name: title });

// Regression: an application card could not be opened; it is a link to its job's detail in explore.
test('an application card opens its job in explore, by keyboard, at 375 and 1280 px, in English and German', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInVerifiedJumper(page, 'engagement-link');
  const [temporary] = (await dashboard(page, 'page=1&per_page=5')).jobs;
  // A permanent job beyond the first page of explore: it opens on its own, as a shared link does.
  const permanentJobs = (await dashboard(page, 'page=2&per_page=5&permanent_job=true')).jobs;
  const permanent = permanentJobs.at(-1)!;
  await applyTo(page, temporary!.id, 'jumper');
  await applyTo(page, permanent.id, 'permanent');

  // A phone: the card is reached with Tab and opened with Enter.
  await page.goto('/jumper/engagement');
  const temporaryLink = cardLink(page, temporary!.job_name!);
  await expect(temporaryLink).toHaveAttribute('href', `/jumper/explore?job=${temporary!.id}`);
  await tabTo(page, temporaryLink);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/jumper/explore?job=${temporary!.id}`);
  const detail = page.getByRole('article', { name: temporary!.job_name });
  await expect(detail.getByRole('heading', { name: temporary!.job_name })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Applied' })).toBeDisabled();
  // Back returns to the engagements.
  await page.goBack();
  await expect(page).toHaveURL('/jumper/engagement');
  await expect(temporaryLink).toBeVisible();

  // A laptop, permanent jobs, in German: a click anywhere on the card opens the job.
  await page.setViewportSize({ width: 1280, height: 900 });
  await chooseLanguage(page, 'Deutsch');
  await page.goto('/jumper/engagement?kind=permanent');
  await expect(page.getByRole('combobox', { name: 'Art der Stelle' })).toHaveValue('permanent');
  await expect(page.getByRole('combobox', { name: 'Art der Stelle' }).locator('option:checked')).toHaveText(
    'Feste Stellen',
  );
  const permanentLink = cardLink(page, permanent.job_title!);
  await expect(permanentLink).toHaveAttribute('href', `/jumper/explore?tab=permanent&job=${permanent.id}`);
  await expectNoAxeViolations(page);
  // The middle of the card, away from the title: the link covers the whole card.
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: permanent.job_title }) })
    .click();
  await expect(page).toHaveURL(`/jumper/explore?tab=permanent&job=${permanent.id}`);
  const permanentDetail = page.getByRole('article', { name: permanent.job_title });
  await expect(permanentDetail.getByRole('heading', { name: permanent.job_title })).toBeVisible();
  await expect(permanentDetail.getByRole('button', { name: 'Beworben' })).toBeDisabled();
  await expectNoAxeViolations(page);
});
