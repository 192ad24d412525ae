import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { authHeaders, dashboard, tileTitles } from './explore-helpers';
import { chooseLanguage, signInVerifiedJumper, type Jumper } from './journey';

const sessionEnded = 'Your session has ended. Please sign in again.';

/** The jumper signs in on another device and changes the password there, which ends every other session. */
async function changePasswordElsewhere(page: Page, jumper: Jumper, newPassword: string) {
  const signedIn = await page.request.post('/api/v1/user/sign_in', {
    data: { user: { email: jumper.email, password: jumper.password } },
  });
  expect(signedIn.ok()).toBe(true);
  const { authentication_key: otherKey } = (await signedIn.json()) as { authentication_key: string };
  const changed = await page.request.put('/api/v1/change_password', {
    headers: { Authorization: `Bearer ${otherKey}` },
    data: {
      user: { current_password: jumper.password, new_password: newPassword, new_password_confirmation: newPassword },
    },
  });
  expect(changed.ok()).toBe(true);
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In with Email' }).click();
}

const storedSession = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('jumpers.session'), sessionStorage.getItem('jumpers.session')]);

test('a session ended by a password change elsewhere: reloading a deep page leads to sign-in with the reason, and signing in returns there', async ({
  page,
}) => {
  const jumper = await signInVerifiedJumper(page, 'ended');
  const secondPage = await dashboard(page, 'page=2&per_page=5');
  await page.goto('/jumper/explore?page=2');
  const list = page.getByRole('list', { name: 'Jumper positions' });
  await expect.poll(() => tileTitles(list)).toEqual(secondPage.titles);

  const newPassword = 'Fresh!Ridge2027';
  await changePasswordElsewhere(page, jumper, newPassword);
  await page.reload();

  await expect(page).toHaveURL('/login/jumper');
  await expect(page.getByRole('alert').filter({ hasText: sessionEnded })).toBeVisible();
  await expect(page.getByText('Something went wrong!', { exact: true })).toHaveCount(0);
  expect(await storedSession(page)).toEqual([null, null]);
  await expectNoAxeViolations(page);

  await signInThroughForm(page, jumper.email, newPassword);
  await expect(page).toHaveURL('/jumper/explore?page=2');
  await expect.poll(() => tileTitles(page.getByRole('list', { name: 'Jumper positions' }))).toEqual(secondPage.titles);
});

test('a save refused because the session was signed out elsewhere leads to sign-in, in German too, and back', async ({
  page,
}) => {
  const jumper = await signInVerifiedJumper(page, 'signed-out');
  await chooseLanguage(page, 'Deutsch');
  await page.goto('/jumper/setting/account');
  const mobile = page.getByRole('textbox', { name: 'Mobilnummer' });
  await expect(mobile).toHaveValue('+41 79 123 45 67');
  // The page has all it asks for (its job alerts too): the save below is the first call after the log-out.
  await expect(page.getByText('Noch keine Suchabos')).toBeVisible();

  // Log-out elsewhere with the same key: the server forgets it, the page does not know yet.
  const signedOut = await page.request.delete('/api/v1/user/sign_out', { headers: await authHeaders(page) });
  expect(signedOut.ok()).toBe(true);
  await page.getByRole('button', { name: 'Mobilnummer bearbeiten' }).click();
  await mobile.fill('0781112233');
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page).toHaveURL('/login/jumper');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Ihre Sitzung wurde beendet. Bitte melden Sie sich erneut an.' }),
  ).toBeVisible();
  expect(await storedSession(page)).toEqual([null, null]);

  await page.getByLabel('E-Mail').fill(jumper.email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(jumper.password);
  await page.getByRole('button', { name: 'Mit E-Mail anmelden' }).click();
  await expect(page).toHaveURL('/jumper/setting/account');
  await expect(page.getByRole('textbox', { name: 'Mobilnummer' })).toHaveValue('+41 79 123 45 67');
});
