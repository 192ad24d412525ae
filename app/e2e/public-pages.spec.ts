import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

test('the landing page leads to sign-in and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('jumpers');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Login / Register' }).click();
  await expect(page).toHaveURL('/login/jumper');
});

test('an unknown address shows the 404 page, served by the server for any client route', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '404 Page Not Found!' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the jumper area without a session goes back to the landing page', async ({ page }) => {
  await page.goto('/jumper/profile/payslip');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login / Register' })).toBeVisible();
});
