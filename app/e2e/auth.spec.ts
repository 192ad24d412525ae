import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { chooseLanguage, expectToast, lastMailedCode, registerThroughForm, uniqueEmail } from './journey';

test('a new jumper registers and is confined to the upload screen', async ({ page }) => {
  const jumper = { email: uniqueEmail('anna'), password: 'Summit!Trail42' };
  await page.goto('/register/jumper');
  // The app renders after the page has loaded: axe looks once its heading is there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await registerThroughForm(page, jumper);
  await expect(page).toHaveURL('/jumper/upload-document');
  await page.goto('/jumper/explore');
  await expect(page).toHaveURL('/jumper/upload-document');
});

test('registering an e-mail twice shows the server text in a banner', async ({ page, context }) => {
  const jumper = { email: uniqueEmail('twice'), password: 'Summit!Trail42' };
  await registerThroughForm(page, jumper);
  await expect(page).toHaveURL('/jumper/upload-document');
  await context.clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/register/jumper');
  await registerThroughForm(page, jumper).catch(() => undefined);
  await expect(page.getByRole('alert').filter({ hasText: /already/i })).toBeVisible();
});

test('sign-in refuses a wrong password, then lets the jumper in to the upload screen', async ({ page }) => {
  const jumper = { email: uniqueEmail('ben'), password: 'Summit!Trail42' };
  await registerThroughForm(page, jumper);
  await expect(page).toHaveURL('/jumper/upload-document');
  await page.evaluate(() => sessionStorage.clear());

  await page.goto('/login/jumper');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign In with Email' }).click();
  await expect(page.getByText('Please enter email.')).toBeVisible();
  await expect(page.getByText('Please enter password.')).toBeVisible();

  await page.getByLabel('Email').fill(jumper.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong!Password1');
  await page.getByRole('button', { name: 'Sign In with Email' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(jumper.password);
  await page.getByRole('button', { name: 'Sign In with Email' }).click();
  await expectToast(page, 'Login Successfull');
  await expect(page).toHaveURL('/jumper/upload-document');
});

test('a forgotten password is reset with the mailed code', async ({ page }) => {
  const jumper = { email: uniqueEmail('cleo'), password: 'Summit!Trail42' };
  await registerThroughForm(page, jumper);
  await expect(page).toHaveURL('/jumper/upload-document');
  await page.evaluate(() => sessionStorage.clear());

  await page.goto('/login/jumper');
  await page.getByRole('button', { name: 'Forgot password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByLabel('Email').fill(jumper.email);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expectToast(page, 'OTP sent successfully');
  await expectNoAxeViolations(page);

  await dialog.getByLabel('OTP').fill(lastMailedCode(jumper.email) === '0000' ? '1111' : '0000');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Invalid OTP!')).toBeVisible();

  await dialog.getByLabel('OTP').fill(lastMailedCode(jumper.email));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'OTP verified successfully');
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('Fresh!Start2024');
  await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Fresh!Start2024');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Password updated successfully');
  await expect(dialog).toBeHidden();

  await page.getByLabel('Email').fill(jumper.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Fresh!Start2024');
  await page.getByRole('button', { name: 'Sign In with Email' }).click();
  await expect(page).toHaveURL('/jumper/upload-document');
});

test('German, chosen in the language drop-down, switches the texts and <html lang> and is remembered', async ({
  page,
}) => {
  await page.goto('/login/jumper');
  await chooseLanguage(page, 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Anmelden als Jumper' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Anmelden als Jumper' })).toBeVisible();
  await page.getByRole('button', { name: 'Mit E-Mail anmelden' }).click();
  await expect(page.getByText('Bitte E-Mail eingeben.')).toBeVisible();
  await expectNoAxeViolations(page);
});
