import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { chooseLanguage, expectToast, signInVerifiedJumper } from './journey';

const socialSecurityPage = '/jumper/profile/social-security_personal-details';

async function choose(page: Page, dialog: Locator, field: RegExp, option: string) {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(dialog.getByRole('combobox', { name: field })).toContainText(option);
}

/**
 * Picks a town as a keyboard user does: types part of its name into the searchable list, arrows down
 * to the town among the matches and presses Enter.
 */
async function searchTown(page: Page, dialog: Locator, field: RegExp, typed: string, town: string) {
  const input = dialog.getByRole('combobox', { name: field });
  await input.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(typed);
  const matches = await page.getByRole('listbox', { name: field }).getByRole('option').allTextContents();
  expect(matches).toContain(town);
  for (let step = 0; step <= matches.indexOf(town); step += 1) await page.keyboard.press('ArrowDown');
  const highlighted = await input.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${highlighted}"]`)).toHaveText(town);
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(town);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
}

test('social security details: every message, the disability stepper, a failure keeps the values, read back after reload', async ({
  page,
}) => {
  await signInVerifiedJumper(page, 'ahv');
  await page.goto(socialSecurityPage);
  await expect(page.getByRole('heading', { name: 'Social Security', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add Social Security Info' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add Personal Info' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Open Add Social Security Info' }).click();
  const dialog = page.getByRole('dialog', { name: 'Social security details' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'AHV Number is required',
    'Please select marital status',
    'Please select a BVG Pillar option',
    'Please select pension status',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await dialog.getByRole('textbox', { name: /AHV number/ }).fill('756.1234.5678.90');
  await dialog.getByRole('radio', { name: 'Married' }).check();
  await dialog.getByRole('checkbox', { name: /I opt in to BVG/ }).check();
  await dialog.getByRole('radio', { name: 'Employment longer than 13 weeks' }).check();
  await dialog.getByRole('radio', { name: 'Disability pension' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Disability value is required.')).toBeVisible();
  // The steppers: plus three times, minus once.
  for (let step = 0; step < 3; step += 1) await dialog.getByRole('button', { name: 'Increase' }).click();
  await dialog.getByRole('button', { name: 'Decrease' }).click();
  const degree = dialog.getByRole('spinbutton', { name: /Degree of disability/ });
  await expect(degree).toHaveValue('2');
  await degree.fill('40');

  // A wrong check digit is refused at the field, before anything is sent; the dialog keeps everything.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('AHV Number must be 756.XXXX.XXXX.XX with a valid check digit.', { exact: true }),
  ).toBeVisible();
  await expect(degree).toHaveValue('40');
  await dialog.getByRole('textbox', { name: /AHV number/ }).fill('756.1234.5678.97');

  // The server fails: the same message, the dialog stays with the values.
  await page.route(
    '**/api/v1/jumpers/social_security_details',
    (route) => route.fulfill({ status: 500, json: { error: 'Internal error' } }),
    { times: 1 },
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to update details!');
  await expect(dialog.getByRole('textbox', { name: /AHV number/ })).toHaveValue('756.1234.5678.97');
  await expect(dialog.getByRole('radio', { name: 'Married' })).toBeChecked();
  await expect(degree).toHaveValue('40');

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Social Security details updated successfully!');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Saved: AHV number 756.1234.5678.97')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Saved: AHV number 756.1234.5678.97')).toBeVisible();
  await page.getByRole('button', { name: 'Open Add Social Security Info' }).click();
  await expect(dialog.getByRole('textbox', { name: /AHV number/ })).toHaveValue('756.1234.5678.97');
  await expect(dialog.getByRole('radio', { name: 'Married' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /I opt in to BVG/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /child maintenance/ })).not.toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Employment longer than 13 weeks' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Disability pension' })).toBeChecked();
  await expect(degree).toHaveValue('40');
});

test('personal details: pre-filled from registration, every message, a failure keeps the values, read back after reload', async ({
  page,
}) => {
  // A long form with four drop-downs and two searchable lists of 1200 Swiss towns, filled twice over.
  test.setTimeout(150_000);
  await signInVerifiedJumper(page, 'personal');
  await page.goto(socialSecurityPage);
  await page.getByRole('button', { name: 'Open Add Personal Info' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personal details' });
  // From registration: the names (read-only until the pencil), the date of birth and the pronoun.
  await expect(dialog.getByRole('textbox', { name: /^First name/ })).toHaveValue('Anna');
  await expect(dialog.getByRole('textbox', { name: /^First name/ })).toHaveAttribute('readonly', '');
  await expect(dialog.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Muster');
  await expect(dialog.getByLabel(/^Date of birth/)).toHaveValue('1994-05-17');
  await expectNoAxeViolations(page);

  // Emptying what registration filled in shows those messages too.
  await dialog.getByRole('textbox', { name: /^Pronounce/ }).clear();
  await dialog.getByRole('button', { name: 'Edit first name' }).click();
  await dialog.getByRole('textbox', { name: /^First name/ }).clear();
  await dialog.getByRole('button', { name: 'Edit last name' }).click();
  await dialog.getByRole('textbox', { name: /^Last name/ }).clear();
  await dialog.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Please select title',
    'Pronounce is required',
    'First name is required',
    'Last name is required',
    'Address is required',
    'Please select city',
    'Please select country',
    'Please select home town',
    'Please select residence permit',
    'Please select nationality',
    'Please select marital status',
    'Please select living in cohabitation',
    'Please select at least one language',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await dialog.getByRole('textbox', { name: /^Pronounce/ }).fill('she/her');
  await dialog.getByRole('textbox', { name: /^First name/ }).fill('Anna');
  await expect(dialog.getByText('First name is required')).toBeHidden();
  await choose(page, dialog, /^Title/, 'Ms');
  await dialog.getByRole('textbox', { name: /^Address/ }).fill('Bahnhofstrasse 1');
  await dialog.getByRole('textbox', { name: /^PLZ/ }).fill('8001');
  // A town that is not in the list is no town: the list says so, and the message stays.
  const city = dialog.getByRole('combobox', { name: /^City/ });
  await city.focus();
  await page.keyboard.type('Zurch');
  await expect(dialog.getByRole('status').filter({ hasText: /^No matches$/ })).toHaveCount(1);
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Tab');
  await expect(city).toHaveValue('Zurch');
  await expect(dialog.getByText('Please select city', { exact: true })).toBeVisible();
  // Typed without its umlaut, Zürich is found.
  await searchTown(page, dialog, /^City/, 'zurich', 'Zürich');
  await expect(dialog.getByText('Please select city', { exact: true })).toBeHidden();
  await dialog.getByRole('textbox', { name: /^Canton/ }).fill('ZH');
  await choose(page, dialog, /^Country/, 'Switzerland');
  // Opened without typing, the list shows the first 50 towns and says how to find the others.
  const homeTown = dialog.getByRole('combobox', { name: /^Home town/ });
  await homeTown.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox', { name: /^Home town/ }).getByRole('option')).toHaveCount(50);
  await expect(dialog.getByRole('status').filter({ hasText: /^Showing 50 of 1,\d{3} towns\. Type more/ })).toHaveCount(
    1,
  );
  await expectNoAxeViolations(page);
  await searchTown(page, dialog, /^Home town/, 'buchs', 'Buchs (SG)');
  await choose(page, dialog, /^Residence permit/, 'C – settlement permit');
  await choose(page, dialog, /^Nationality/, 'Portugal');
  await dialog.getByRole('radio', { name: 'Married' }).check();
  await dialog.getByLabel(/^Marital status since/).fill('2019-06-01');
  await dialog.getByRole('radio', { name: 'No' }).check();
  await dialog.getByRole('radio', { name: 'German' }).check();
  // The last name changes (its pencil was pressed above).
  await dialog.getByRole('textbox', { name: /^Last name/ }).fill('Beispiel');

  await page.route(
    '**/api/v1/jumpers/personal_details',
    (route) => route.fulfill({ status: 500, json: { error: 'Internal error' } }),
    { times: 1 },
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Your personal details could not be saved. Please try again.');
  await expect(dialog.getByRole('alert')).toHaveText('Your personal details could not be saved. Please try again.');
  await expect(dialog.getByRole('textbox', { name: /^Address/ })).toHaveValue('Bahnhofstrasse 1');
  await expect(homeTown).toHaveValue('Buchs (SG)');
  await expect(dialog.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Beispiel');
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Jumper Personal Details Updated Successfully!');
  await expect(dialog).toBeHidden();
  const summary = 'Saved: Anna Beispiel, Bahnhofstrasse 1, 8001 Zürich';
  await expect(page.getByText(summary)).toBeVisible();

  await page.reload();
  await expect(page.getByText(summary)).toBeVisible();
  await page.getByRole('button', { name: 'Open Add Personal Info' }).click();
  await expect(dialog.getByRole('combobox', { name: /^Title/ })).toContainText('Ms');
  await expect(dialog.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Beispiel');
  await expect(city).toHaveValue('Zürich');
  await expect(dialog.getByRole('combobox', { name: /^Country/ })).toContainText('Switzerland');
  await expect(homeTown).toHaveValue('Buchs (SG)');
  await expect(dialog.getByRole('combobox', { name: /^Residence permit/ })).toContainText('C – settlement permit');
  await expect(dialog.getByRole('combobox', { name: /^Nationality/ })).toContainText('Portugal');
  await expect(dialog.getByRole('radio', { name: 'Married' })).toBeChecked();
  await expect(dialog.getByLabel(/^Marital status since/)).toHaveValue('2019-06-01');
  await expect(dialog.getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'German' })).toBeChecked();
  await expect(dialog.getByLabel(/^Date of birth/)).toHaveValue('1994-05-17');

  // In German, the saved country reads in German.
  await page.keyboard.press('Escape');
  await chooseLanguage(page, 'Deutsch');
  await page.getByRole('button', { name: 'Öffnen Personalien erfassen' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Personalien' }).getByRole('combobox', { name: /^Land/ }),
  ).toContainText('Schweiz');
  await expectNoAxeViolations(page);
});
