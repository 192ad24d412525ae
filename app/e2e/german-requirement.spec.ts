import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { chooseLanguage, signInVerifiedJumper } from './journey';

// Regression: the level of German a job requires was never stated, and the language step started German at beginner.
test.describe.configure({ timeout: 120_000 });

/** A demo jumper position that asks for advanced German ("Sehr gute Deutschkenntnisse"). */
const callCentre = 'Kundendienst Telefon (Temporär)';

async function openJob(page: Page, search: string, title: string) {
  const searchbox = page.getByRole('searchbox', { name: /^(Search jobs|Stellen suchen)$/ });
  await searchbox.fill(search);
  await searchbox.press('Enter');
  const detail = page.getByRole('article', { name: title });
  await expect(detail).toBeVisible();
  return detail;
}

test('English: the job detail and the language step state the German level, and German starts at it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInVerifiedJumper(page, 'german-level');

  // A job that asks for no German says so.
  const warehouse = await openJob(page, 'Kloten', 'Warehouse Operative (Night Shift)');
  await expect(warehouse.getByText('No German required')).toBeVisible();

  const detail = await openJob(page, 'Kundendienst', callCentre);
  await expect(detail.getByText('This job requires an Advanced level of German')).toBeVisible();
  await expectNoAxeViolations(page);

  await detail.getByRole('button', { name: 'Apply' }).click();
  const explainer = page.getByRole('dialog', { name: 'How Applying Works' });
  // The CV is on file: Continue goes straight to the languages.
  await expect(explainer.getByText('Your CV (cv.pdf) is on file and goes with your application.')).toBeVisible();
  await explainer.getByRole('button', { name: 'Continue' }).click();
  const languages = page.getByRole('dialog', { name: 'Your Languages' });
  await expect(languages.getByText('This job requires an Advanced level of German')).toBeVisible();
  const german = languages.getByRole('slider', { name: 'German' });
  await expect(german).toHaveAttribute('aria-valuetext', 'Advanced');
  await expect(german).toHaveAttribute('aria-valuenow', '75');
  await expectNoAxeViolations(page);
});

test('German: the job detail and the language step state the German level, and German starts at it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInVerifiedJumper(page, 'deutsch-niveau');
  await chooseLanguage(page, 'Deutsch');

  const detail = await openJob(page, 'Kundendienst', callCentre);
  await expect(detail.getByText('Diese Stelle verlangt Deutsch auf dem Niveau «Fortgeschritten»')).toBeVisible();
  await expectNoAxeViolations(page);

  await detail.getByRole('button', { name: 'Bewerben' }).click();
  const explainer = page.getByRole('dialog', { name: 'So funktioniert die Bewerbung' });
  await expect(explainer.getByText(/Ihr Lebenslauf \(cv\.pdf\) ist gespeichert/)).toBeVisible();
  await explainer.getByRole('button', { name: 'Weiter' }).click();
  const languages = page.getByRole('dialog', { name: 'Ihre Sprachen' });
  await expect(languages.getByText('Diese Stelle verlangt Deutsch auf dem Niveau «Fortgeschritten»')).toBeVisible();
  const german = languages.getByRole('slider', { name: /^(German|Deutsch)$/ });
  await expect(german).toHaveAttribute('aria-valuetext', 'Fortgeschritten');
  await expect(german).toHaveAttribute('aria-valuenow', '75');
  await expectNoAxeViolations(page);
});
