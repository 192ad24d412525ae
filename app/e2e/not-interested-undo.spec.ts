import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { authHeaders, dashboard, tabTo, tileOf, tileTitles, tilesOf } from './explore-helpers';
import { chooseLanguage, expectToast, signInVerifiedJumper } from './journey';

test.describe.configure({ timeout: 120_000 });

const jobList = (page: Page, name = 'Jumper positions') => page.getByRole('list', { name });

/** Whether the server lists the job on the jumper's dashboard (all its jumper positions). */
async function listedByServer(page: Page, title: string) {
  return (await dashboard(page, 'page=1&per_page=50')).titles.includes(title);
}

// Regression: Not Interested had no undo. Its toast offers Undo, which brings the job back.
test('a phone, by keyboard: Not Interested, then Undo in the toast brings the job back, also after a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInVerifiedJumper(page, 'undo-phone');
  const unwanted = (await dashboard(page, 'page=1&per_page=5')).jobs[1]!.job_name!;
  const list = jobList(page);
  await expect(tilesOf(list)).toHaveCount(5);
  const titlesBefore = await tileTitles(list);

  // The tile opens its detail under itself; Not Interested is pressed with Enter.
  await tabTo(page, tilesOf(list).first());
  await page.keyboard.press('ArrowDown');
  await expect(tileOf(list, unwanted)).toBeFocused();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('article', { name: unwanted });
  await tabTo(page, detail.getByRole('button', { name: 'Not Interested' }));
  await page.keyboard.press('Enter');
  // Screen readers hear the toast with the way to its Undo.
  await expect(page.getByRole('status').filter({ hasText: 'Press F8 to reach Undo.' })).toHaveText(
    /We will not show you this job again\.\s*Press F8 to reach Undo\./,
  );
  await expectToast(page, 'We will not show you this job again.');
  await expect(tileOf(list, unwanted)).toHaveCount(0);
  expect(await listedByServer(page, unwanted)).toBe(false);

  // The button went away with the job: the focus is on Undo.
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expectToast(page, 'The job is back in your list.');
  await expect(undo).toHaveCount(0);
  // Back in its place, and open again.
  await expect.poll(() => tileTitles(list)).toEqual(titlesBefore);
  await expect(page.getByRole('article', { name: unwanted })).toBeVisible();
  expect(await listedByServer(page, unwanted)).toBe(true);

  await page.reload();
  await expect.poll(() => tileTitles(jobList(page))).toEqual(titlesBefore);
  expect(await listedByServer(page, unwanted)).toBe(true);
});

test('a laptop, in German: F8 and Tab reach Rückgängig, which brings the permanent job back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInVerifiedJumper(page, 'undo-laptop');
  await chooseLanguage(page, 'Deutsch');
  await page.getByRole('tab', { name: 'Festanstellungen' }).click();
  const [first] = (await dashboard(page, 'page=1&per_page=5&permanent_job=true')).jobs;
  const unwanted = first!.job_title!;
  const list = jobList(page, 'Festanstellungen');
  await expect(tileOf(list, unwanted)).toBeVisible();

  await page.getByRole('article', { name: unwanted }).getByRole('button', { name: 'Kein Interesse' }).click();
  await expectToast(page, 'Diese Stelle wird Ihnen nicht mehr angezeigt.');
  await expect(tileOf(list, unwanted)).toHaveCount(0);
  const stored = await page.request.get('/api/v1/jumpers/dashboard?page=1&per_page=50&permanent_job=true', {
    headers: await authHeaders(page),
  });
  expect(JSON.stringify(await stored.json())).not.toContain(unwanted);

  // The toast outlives a plain toast's 3 s; F8 takes the keyboard to it.
  await page.waitForTimeout(3500);
  const undo = page.getByRole('button', { name: 'Rückgängig' });
  await expect(undo).toBeVisible();
  await page.keyboard.press('F8');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(undo).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Die Stelle ist wieder in Ihrer Liste.');
  await expect(tileOf(list, unwanted)).toBeVisible();
  await expect(page.getByRole('article', { name: unwanted })).toBeVisible();

  await page.reload();
  await expect(tileOf(jobList(page, 'Festanstellungen'), unwanted)).toBeVisible();
  const restored = await page.request.get('/api/v1/jumpers/dashboard?page=1&per_page=50&permanent_job=true', {
    headers: await authHeaders(page),
  });
  expect(JSON.stringify(await restored.json())).toContain(unwanted);
});

test('Undo when there is nothing left to undo says so, and the job is listed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInVerifiedJumper(page, 'undo-twice');
  const [job] = (await dashboard(page, 'page=1&per_page=5')).jobs;
  const title = job!.job_name!;
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Not Interested' }).click();
  await expectToast(page, 'We will not show you this job again.');
  // Taken back elsewhere (another tab) before Undo is pressed here.
  const elsewhere = await page.request.delete(`/api/v1/jumpers/${job!.id}/add_not_interested`, {
    headers: await authHeaders(page),
  });
  expect(elsewhere.status()).toBe(200);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, 'This job is not hidden any more: there is nothing to undo.');
  await expect(tileOf(jobList(page), title)).toBeVisible();
  expect(await listedByServer(page, title)).toBe(true);
});
