import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { chooseLanguage } from './journey';

test('the footer legal links open public pages for a visitor who is not signed in', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');

  await footer.getByRole('link', { name: 'Imprint' }).click();
  await expect(page).toHaveURL('/legal/imprint');
  await expect(page.getByRole('heading', { name: 'Imprint', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Example data: the company address/)).toBeVisible();
  await expectNoAxeViolations(page);

  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/legal/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy and cookies policy', level: 1 })).toBeVisible();
  // It says what the app really keeps in the browser.
  await expect(page.getByText(/your session key, after you register or sign in: in local storage/)).toBeVisible();
  await expect(page.getByText(/your language choice \(English or German\), in local storage/)).toBeVisible();
  await expectNoAxeViolations(page);

  await footer.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL('/legal/terms');
  await expect(page.getByRole('heading', { name: 'Terms and conditions', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await footer.getByRole('link', { name: 'GAV Personalverleih' }).click();
  await expect(page).toHaveURL('/legal/gav');
  await expect(page.getByRole('heading', { name: 'GAV Personalverleih', level: 1 })).toBeVisible();
  const source = page.getByRole('link', { name: 'tempservice.ch (opens in a new tab)' });
  await expect(source).toHaveAttribute('href', 'https://www.tempservice.ch');
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', /noopener/);
  await expectNoAxeViolations(page);

  // The other legal texts are linked from each one.
  await page.getByRole('navigation', { name: 'Legal documents' }).getByRole('link', { name: 'Imprint' }).click();
  await expect(page).toHaveURL('/legal/imprint');

  // A reload (the server serves the app for any client route) and German.
  await page.reload();
  await chooseLanguage(page, 'Deutsch');
  await expect(page.getByRole('heading', { name: 'Impressum', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Beispieldaten:/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown legal page is a 404', async ({ page }) => {
  await page.goto('/legal/nothing');
  await expect(page.getByRole('heading', { name: '404 Page Not Found!' })).toBeVisible();
});
