import { expect, test, type Route } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { fillBankDetails } from './bank-helpers';
import { expectToast, signInVerifiedJumper } from './journey';

const goodIban = 'CH93 0076 2011 6238 5295 7';

test('payslips show the first version’s empty state', async ({ page }) => {
  await signInVerifiedJumper(page, 'payslips');
  await page.goto('/jumper/profile/payslip');
  await expect(page.getByRole('heading', { name: 'Payslips', exact: true, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No payslips yet' })).toBeVisible();
  await expect(page.getByText("Once you've started working, we'll show your payslips here.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the bank details page asks the server for the profile once, for the summary and the card alike', async ({
  page,
}) => {
  await signInVerifiedJumper(page, 'bank-once');
  const profileReads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/v1/jumper_profile') {
      profileReads.push(request.url());
    }
  });
  await page.goto('/jumper/profile/bank-details');
  await expect(page.getByRole('button', { name: 'Add your bank account details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Anna Muster' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(profileReads).toHaveLength(1);
});

test('bank details: a bad IBAN is refused before sending, a failed save keeps the values, a good one is read back', async ({
  page,
}) => {
  await signInVerifiedJumper(page, 'bank');
  // The profile does not load at first: the tab says so and offers to try again. The summary beside it
  // comes from the same request, so it says so too, and one try loads both.
  const failProfile = (route: Route) => route.fulfill({ status: 500, json: { error: 'Internal error' } });
  await page.route('**/api/v1/jumper_profile', failProfile);
  await page.goto('/jumper/profile/bank-details');
  await expect(page.getByRole('heading', { name: 'Bank Account details', level: 1 })).toBeVisible();
  const failure = page.getByRole('alert').filter({ hasText: 'Your bank account details could not be loaded.' });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your profile could not be loaded.' })).toBeVisible();
  await page.unroute('**/api/v1/jumper_profile', failProfile);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Add your bank account details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Anna Muster' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/jumpers/bank_detils')) sent.push(request.method());
  });

  await page.getByRole('button', { name: 'Add your bank account details' }).click();
  const empty = page.getByRole('dialog', { name: 'Bank details' });
  await empty.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'IBAN is required!',
    'Bank name is required!',
    'First name is required!',
    'Last name is required!',
    'Address is required!',
    'PLZ is required!',
    'City is required!',
  ]) {
    await expect(empty.getByText(message, { exact: true })).toBeVisible();
  }
  const dialog = await fillBankDetails(page, 'CH93 0076 2011 6238 5295 8');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a valid IBAN.')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(sent).toEqual([]);

  // The server fails once: the dialog stays open with every value, and says so.
  await page.route(
    '**/api/v1/jumpers/bank_detils',
    (route) => route.fulfill({ status: 500, json: { error: 'Internal error' } }),
    { times: 1 },
  );
  await dialog.getByRole('textbox', { name: 'IBAN' }).fill(goodIban);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Your bank details could not be saved. Please try again.');
  await expect(dialog.getByRole('alert')).toHaveText('Your bank details could not be saved. Please try again.');
  await expect(dialog.getByRole('textbox', { name: 'IBAN' })).toHaveValue(goodIban);
  await expect(dialog.getByRole('textbox', { name: 'Bank name' })).toHaveValue('PostFinance');
  await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue('Zürich');
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Bank Details Added Successfully!');
  await expect(dialog).toBeHidden();
  expect(sent).toEqual(['PUT', 'PUT']);

  await page.reload();
  // Masked but for the last four characters until the jumper asks to see it.
  await expect(page.getByText('CH•• •••• •••• •••• •295 7')).toBeVisible();
  await page.getByRole('button', { name: 'Show full IBAN' }).click();
  await expect(page.getByText('CH93 0076 2011 6238 5295 7')).toBeVisible();
  await expect(page.getByText('PostFinance')).toBeVisible();
  const bankCard = page.locator('[data-slot="bank-details-card"]');
  await expect(bankCard.getByText('Anna Muster')).toBeVisible();
  await expect(bankCard.getByText('Bahnhofstrasse 1, 8001 Zürich')).toBeVisible();
  await expectNoAxeViolations(page);

  // Editing pre-fills the dialog with what is saved.
  await page.getByRole('button', { name: 'Edit bank account details' }).click();
  await expect(dialog.getByRole('textbox', { name: 'IBAN' })).toHaveValue('CH9300762011623852957');
  await expect(dialog.getByRole('textbox', { name: 'Account holder last name' })).toHaveValue('Muster');
});
