import { expect, test, type Page } from '@playwright/test';
import { dashboard, tileOf } from './explore-helpers';
import { signInVerifiedJumper } from './journey';

// Several trips through the browser's history on a busy machine: longer than the default minute.
test.describe.configure({ timeout: 180_000 });

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

// Regression: the browser's Back in the apply flow left explore, and the typed address was lost.
test('browser Back goes one step back in the apply flow, and closes it on the first step; nothing typed is lost', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInVerifiedJumper(page, 'apply-history');
  // The page before explore, where Back would have gone.
  await page.goto('/jumper/engagement');
  await expect(page.getByRole('tab', { name: 'Applied' })).toBeVisible();
  await page.goto('/jumper/explore');
  const [job] = (await dashboard(page, 'page=1&per_page=5')).jobs;
  const title = job!.job_name!;
  await tileOf(page.getByRole('list', { name: 'Jumper positions' }), title).click();
  const jobUrl = `/jumper/explore?job=${job!.id}`;
  await expect(page).toHaveURL(jobUrl);
  const apply = page.getByRole('article', { name: title }).getByRole('button', { name: 'Apply' });
  await apply.click();

  const explainer = dialogNamed(page, 'How Applying Works');
  await expect(explainer.getByText('Your CV (cv.pdf) is on file and goes with your application.')).toBeVisible();
  await explainer.getByRole('button', { name: 'Continue' }).click();
  const languages = dialogNamed(page, 'Your Languages');
  await languages.getByRole('button', { name: 'Add Spanish' }).click();
  await languages.getByRole('button', { name: 'Continue' }).click();
  const directions = dialogNamed(page, 'Your Way To Work');
  const address = directions.getByRole('textbox', { name: 'Your address' });
  // Typed, not yet saved.
  await address.fill('Bahnhofstrasse 1, 8001 Zürich');

  await page.goBack();
  await expect(languages).toBeVisible();
  await expect(page).toHaveURL(jobUrl);
  await expect(languages.getByRole('slider', { name: 'Spanish' })).toBeVisible();
  await languages.getByRole('button', { name: 'Continue' }).click();
  await expect(address).toHaveValue('Bahnhofstrasse 1, 8001 Zürich');

  // Back to the start: the last Back closes the dialog, and the job is still on screen with its Apply button focused.
  await page.goBack();
  await expect(languages).toBeVisible();
  await page.goBack();
  await expect(explainer).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(jobUrl);
  await expect(apply).toBeFocused();

  // Forward opens the steps again, as they were left.
  await page.goForward();
  await expect(explainer).toBeVisible();
  await page.goForward();
  await expect(languages.getByRole('slider', { name: 'Spanish' })).toBeVisible();
  await page.goForward();
  await expect(address).toHaveValue('Bahnhofstrasse 1, 8001 Zürich');

  // The close button leaves no steps behind: Back then goes to the page before explore.
  await directions.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(jobUrl);
  await page.goBack();
  await expect(page).toHaveURL('/jumper/engagement');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.goForward();
  await expect(page).toHaveURL(jobUrl);
  await expect(apply).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  // Apply again takes up the flow where it was closed, with what was typed (its draft); Back goes to the start.
  await apply.click();
  await expect(address).toHaveValue('Bahnhofstrasse 1, 8001 Zürich');
  await page.goBack();
  await expect(explainer.getByText('Your CV (cv.pdf) is on file and goes with your application.')).toBeVisible();
  await explainer.getByRole('button', { name: 'Continue' }).click();
  await expect(languages.getByRole('slider', { name: 'Spanish' })).toBeVisible();
  await languages.getByRole('button', { name: 'Continue' }).click();
  await expect(address).toHaveValue('Bahnhofstrasse 1, 8001 Zürich');

  // Once the application is sent, Back closes the confirmation and the job says Applied.
  await directions.getByRole('button', { name: 'Send Application' }).click();
  await expect(dialogNamed(page, "We've Sent Your Application")).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(jobUrl);
  await expect(page.getByRole('article', { name: title }).getByRole('button', { name: 'Applied' })).toBeDisabled();
  await page.goBack();
  await expect(page).toHaveURL('/jumper/engagement');
});

// Regression: Continue pressed while the profile was still on its way led to the CV step, though a CV was on file.
test('Continue pressed before the profile has loaded goes past the CV step when a CV is on file', async ({ page }) => {
  await signInVerifiedJumper(page, 'apply-quick');
  // Held from the start: Explore's own detail asks for the profile too (the net-pay estimate's date of birth).
  let answerProfile!: () => void;
  const profileHeld = new Promise<void>((resolve) => (answerProfile = resolve));
  await page.route('**/api/v1/jumper_profile', async (route) => {
    await profileHeld;
    await route.continue();
  });
  await page.goto('/jumper/explore');
  const [job] = (await dashboard(page, 'page=1&per_page=5')).jobs;
  const title = job!.job_name!;
  await tileOf(page.getByRole('list', { name: 'Jumper positions' }), title).click();
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Apply' }).click();

  const explainer = dialogNamed(page, 'How Applying Works');
  await expect(explainer.getByText(/is on file/)).toBeHidden();
  await explainer.getByRole('button', { name: 'Continue' }).click();
  answerProfile();
  await expect(dialogNamed(page, 'Your Languages')).toBeVisible();
  await page.goBack();
  await expect(explainer.getByText('Your CV (cv.pdf) is on file and goes with your application.')).toBeVisible();
});
