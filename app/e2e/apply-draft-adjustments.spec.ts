import { expect, test, type Page, type Response } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { authHeaders, dashboard, tileOf } from './explore-helpers';
import { expectToast, signInVerifiedJumper } from './journey';

// A whole journey over two devices, with axe on its steps: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Resolves with the next draft save whose values pass `holds` (the flow saves at each step and after typing). */
function draftSaved(page: Page, holds: (values: Record<string, unknown>) => boolean) {
  return page.waitForResponse(
    (response: Response) =>
      response.request().method() === 'PUT' &&
      /\/api\/v1\/apply_drafts\/\d+/.test(response.url()) &&
      response.ok() &&
      holds(response.request().postDataJSON().apply_draft.values),
  );
}

test('an apply flow cut off by a reload, and taken up on another device, resumes where it stopped with what was typed; adjustments asked for travel with the application onto its timeline', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const jumper = await signInVerifiedJumper(page, 'apply-draft');
  const [job] = (await dashboard(page, 'page=1&per_page=5')).jobs;
  const title = job!.job_name!;
  const detail = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await detail.getByRole('button', { name: 'Apply' }).click();

  // The explainer says, before anything is asked, that adjustments can be asked for, and who sees them.
  const explainer = dialogNamed(page, 'How Applying Works');
  await expect(explainer.getByText(/such as step-free access or a sign language interpreter/)).toBeVisible();
  await explainer.getByRole('button', { name: 'Continue' }).click();

  const languages = dialogNamed(page, 'Your Languages');
  const germanAdded = draftSaved(
    page,
    ({ skills }) =>
      (skills as { language: string }[] | undefined)?.some((skill) => skill.language === 'German') === true,
  );
  await languages.getByRole('searchbox', { name: 'Search languages' }).fill('germ');
  await page.keyboard.press('Enter');
  await expect(languages.getByRole('slider', { name: 'German' })).toBeVisible();
  await germanAdded;

  // A reload cuts the flow off: it opens again on the languages, German still listed though never saved.
  await page.reload();
  await expect(languages).toBeVisible();
  await expect(languages.getByRole('slider', { name: 'German' })).toHaveAttribute('aria-valuetext', /Beginner/);
  await languages.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, 'Language added successfully!');

  const directions = dialogNamed(page, 'Your Way To Work');
  const address = directions.getByRole('textbox', { name: 'Your address' });
  await address.fill('Limmatquai 1, 8001 Zürich');
  await address.press('Enter');
  await expect(directions.getByRole('tabpanel').getByRole('definition').first()).toHaveText(/^\d+ (min|h)/);
  await directions.getByRole('button', { name: 'Ask for adjustments (optional)' }).click();
  await directions.getByRole('checkbox', { name: 'Step-free access' }).check();
  await directions.getByRole('checkbox', { name: 'Something else' }).check();
  const detailsSaved = draftSaved(
    page,
    ({ adjustments }) => (adjustments as { details?: string } | undefined)?.details === 'A quiet room to wait in',
  );
  await directions.getByRole('textbox', { name: 'What do you need?' }).fill('A quiet room to wait in');
  await detailsSaved;
  await expectNoAxeViolations(page);

  // Stored on the server, with the step reached.
  const draftPath = `/api/v1/apply_drafts/${job!.id}`;
  const stored = await page.request.get(draftPath, { headers: await authHeaders(page) });
  expect(stored.status()).toBe(200);
  const { data: draft } = await stored.json();
  expect(draft.step).toBe(4);
  expect(draft.values).toMatchObject({ address: 'Limmatquai 1, 8001 Zürich' });

  // Another device, signed in afresh: Apply on the same job goes straight to the way to work, as it was left.
  const otherDevice = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await otherDevice.newPage();
  await phone.goto('/login/jumper');
  await phone.getByLabel('Email').fill(jumper.email);
  await phone.getByRole('textbox', { name: 'Password', exact: true }).fill(jumper.password);
  await phone.getByRole('button', { name: 'Sign In with Email' }).click();
  await expect(phone).toHaveURL('/jumper/explore');
  await tileOf(phone.getByRole('list', { name: 'Jumper positions' }), title).click();
  await phone.getByRole('article', { name: title }).getByRole('button', { name: 'Apply' }).click();
  const resumed = dialogNamed(phone, 'Your Way To Work');
  await expect(resumed.getByRole('textbox', { name: 'Your address' })).toHaveValue('Limmatquai 1, 8001 Zürich');
  await expect(resumed.getByRole('checkbox', { name: 'Step-free access' })).toBeChecked();
  await expect(resumed.getByRole('textbox', { name: 'What do you need?' })).toHaveValue('A quiet room to wait in');
  await expectNoAxeViolations(phone);
  await otherDevice.close();

  // Sent from the first device: the request goes with the application, and the draft is gone.
  const sending = page.waitForRequest((request) => /\/api\/v1\/applied_job\/\d+$/.test(request.url()));
  await directions.getByRole('button', { name: 'Send Application' }).click();
  await expect(dialogNamed(page, "We've Sent Your Application")).toBeVisible();
  expect((await sending).postDataJSON().applied_job.adjustments).toEqual({
    kinds: ['step_free_access', 'other'],
    details: 'A quiet room to wait in',
  });
  expect((await page.request.get(draftPath, { headers: await authHeaders(page) })).status()).toBe(404);

  await dialogNamed(page, "We've Sent Your Application").getByRole('button', { name: 'View My Applications' }).click();
  await expect(page).toHaveURL('/jumper/engagement');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: 'Show progress' }).click();
  await expect(card.getByText('You asked for')).toBeVisible();
  await expect(card.getByText('Step-free access and A quiet room to wait in')).toBeVisible();
  await expectNoAxeViolations(page);

  const applications = await page.request.get('/api/v1/applied_jobs?is_applied=true', {
    headers: await authHeaders(page),
  });
  const [application] = (await applications.json()).data.data;
  expect(application.adjustments).toEqual({ kinds: ['step_free_access', 'other'], details: 'A quiet room to wait in' });
});
