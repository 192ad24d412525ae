import { expect, test, type Route } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { chooseLanguage, expectToast, signInVerifiedJumper } from './journey';

test('account: the mobile number is checked, survives a failed save and is read back; the password changes and signs in again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const jumper = await signInVerifiedJumper(page, 'account');
  // The account does not load until the test says so: the page's first request, whoever sends it, fails.
  const failAccount = (route: Route) => route.fulfill({ status: 500, json: { error: 'Internal error' } });
  await page.route('**/api/v1/account_setting', failAccount);
  await page.goto('/jumper/setting/account');
  await expect(page.getByRole('alert')).toContainText('Something went wrong, Please try again!');
  await page.unroute('**/api/v1/account_setting', failAccount);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(jumper.email)).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  const mobile = page.getByRole('textbox', { name: 'Mobile number' });
  // Registered as 0791234567 with +41: stored in E.164, shown formatted.
  await expect(mobile).toHaveValue('+41 79 123 45 67');
  await expect(mobile).toHaveAttribute('readonly', '');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Edit mobile number' }).click();
  await expect(mobile).toBeFocused();
  await mobile.fill('079 12x');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a valid mobile number.')).toBeVisible();
  await mobile.fill('07912');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Mobile number must be between 10 and 15 digits.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.route(
    '**/api/v1/update_account_setting',
    (route) => route.fulfill({ status: 500, json: { error: 'Internal error' } }),
    { times: 1 },
  );
  await mobile.fill('0781112233');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Something went wrong while updating.');
  await expect(mobile).toHaveValue('0781112233');
  await expect(mobile).not.toHaveAttribute('readonly', '');

  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Mobile Number Updated SuccessFully.');
  await expect(mobile).toHaveAttribute('readonly', '');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('+41 78 111 22 33');

  // Change password: every rule, then the wrong current password under its field.
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expectNoAxeViolations(page);
  const submit = dialog.getByRole('button', { name: 'Change Password' });
  await submit.click();
  for (const message of [
    'Please enter current password.',
    'Please enter new password.',
    'Please enter confirm password.',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  const current = dialog.getByRole('textbox', { name: 'Current password' });
  const fresh = dialog.getByRole('textbox', { name: 'New password' });
  const confirm = dialog.getByRole('textbox', { name: 'Confirm password' });
  await current.fill('Wrong!Pass11');
  await fresh.fill('summit!trail');
  await confirm.fill('Other!Trail77');
  await submit.click();
  await expect(
    dialog.getByText(
      'Password must contain at least 8 characters, including uppercase, lowercase, number, and special character.',
    ),
  ).toBeVisible();
  await expect(dialog.getByText('Confirm password must be same as new password!.')).toBeVisible();
  await expectNoAxeViolations(page);

  const newPassword = 'Fresh!Trail77';
  await fresh.fill(newPassword);
  await confirm.fill(newPassword);
  await submit.click();
  await expect(current).toHaveAccessibleDescription(/Current password is incorrect\./);
  await expect(dialog.getByText('Current password is incorrect.')).toBeVisible();
  await expect(fresh).toHaveValue(newPassword);

  await current.fill(jumper.password);
  await submit.click();
  await expectToast(page, 'Password changed successfully.');
  await expect(dialog).toBeHidden();

  // Log out, and in again with the new password.
  await page.getByRole('button', { name: 'Log-Out' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log-Out' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/login/jumper');
  await page.getByLabel('Email').fill(jumper.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(jumper.password);
  await page.getByRole('button', { name: 'Sign In with Email' }).click();
  await expectToast(page, 'Incorrect username or password.');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In with Email' }).click();
  await expect(page).toHaveURL('/jumper/explore');
});

test('About Us and Legal tabs lead to real places, in English and German', async ({ page }) => {
  await signInVerifiedJumper(page, 'about');
  await page.goto('/jumper/setting/account');
  await page.getByRole('tab', { name: 'About Us' }).click();
  await expect(page).toHaveURL('/jumper/setting/about-us');
  await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();

  const rate = page.getByRole('link', { name: 'Rate Us On Google (opens in a new tab)' });
  await expect(rate).toHaveAttribute('href', /^https:\/\/www\.google\.com\/search\?q=jumpers/);
  await expect(rate).toHaveAttribute('target', '_blank');
  await expect(rate).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('link', { name: 'Share Your Feedback' })).toHaveAttribute(
    'href',
    /^mailto:feedback@jumpers\.ch\?subject=/,
  );
  for (const network of ['LinkedIn', 'Instagram', 'Facebook']) {
    const link = page.getByRole('link', { name: `${network} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', /^https:\/\/www\./);
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  // The navigation's Feedbacks leads here too.
  await expect(page.getByRole('link', { name: 'Feedbacks' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Legal' }).click();
  await expect(page).toHaveURL('/jumper/setting/legal');
  await expect(page.getByRole('heading', { name: 'Legal', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL('/legal/terms');
  await expect(page.getByRole('heading', { name: 'Terms and conditions', level: 1 })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Privacy and cookies policy' }).click();
  await expect(page).toHaveURL('/legal/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy and cookies policy', level: 1 })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: /Staff-leasing collective labour agreement/ }).click();
  await expect(page).toHaveURL('/legal/gav');
  await expect(page.getByRole('heading', { name: 'GAV Personalverleih', level: 1 })).toBeVisible();
  await page.goBack();

  await chooseLanguage(page, 'Deutsch');
  await expect(page.getByRole('heading', { name: 'Rechtliches', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Über uns' })).toBeVisible();
  await page.getByRole('link', { name: 'Datenschutz- und Cookie-Richtlinie' }).click();
  await expect(page.getByRole('heading', { name: 'Datenschutz- und Cookie-Richtlinie', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
