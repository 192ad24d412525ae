import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { fillBankDetails } from './bank-helpers';
import {
  chooseLanguage,
  expectNoSidewaysScroll,
  expectToast,
  pdf,
  registerThroughApi,
  signInVerifiedJumper,
  storedOnServer,
} from './journey';
import { jpeg, oversizedPdf, plainText } from './profile-files';

/*
 * What a jumper sees matches what the server holds: each journey at 1280 px in English, then at 375 px in German
 * (and 320 px where the layout is tight), against the real server.
 */

const wide = { width: 1280, height: 900 };
const narrow = { width: 375, height: 800 };

const section = (page: Page, title: string) =>
  page
    .locator('section, [role="region"]')
    .filter({ has: page.getByRole('heading', { name: title, exact: true, level: 2 }) });

// Regression: every job-profile card said 'Under review. Please Upload Your CV' while the CV was on file.
test('job profiles: the card says the CV is on file when it is, in English and German', async ({ page }) => {
  await page.setViewportSize(wide);
  await signInVerifiedJumper(page, 'job-profile-cv');
  await page.goto('/jumper/profile/job-profile');
  await page.getByRole('button', { name: 'Add job profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add job profile' });
  await dialog.getByRole('combobox', { name: /^Job profile/ }).click();
  await page.getByRole('option', { name: 'Acute-care', exact: true }).click();
  await dialog.getByRole('combobox', { name: /^Experience/ }).click();
  await page.getByRole('option', { name: '5 years', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expectToast(page, 'Job profile created successfully.');
  await expect(dialog).toBeHidden();

  // The server holds the CV and the new job profile.
  const profile = await storedOnServer<{ upload_cv_url: string | null; upload_cv_name: string | null }>(
    page,
    '/api/v1/jumper_profile',
  );
  expect(profile.upload_cv_url).not.toBeNull();
  expect(profile.upload_cv_name).toBe('cv.pdf');
  expect(await storedOnServer(page, '/api/v1/jumper_job_profiles')).toEqual([
    expect.objectContaining({ job_profile: 'Acute-care', experience: '5 years', status: 'under_review' }),
  ]);

  const jobProfiles = section(page, 'Job Profiles');
  await expect(jobProfiles.getByText('Under review. Your CV is on file.')).toBeVisible();
  await expect(jobProfiles.getByText(/Please Upload Your CV/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.setViewportSize(narrow);
  await chooseLanguage(page, 'Deutsch');
  const german = section(page, 'Jobprofile');
  await expect(german.getByText('Akutpflege')).toBeVisible();
  await expect(german.getByText('Wird geprüft. Ihr Lebenslauf liegt uns vor.')).toBeVisible();
  await expect(german.getByText(/Bitte laden Sie Ihren Lebenslauf hoch/)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

// Regression: at 320 px every profile page scrolled sideways: the one-column grid took the width of the longest
// word (a jumper's e-mail in the summary), and the bank tab's 'Add your bank account details' did not wrap.
test('profile pages are no wider than a 320 px viewport, whatever the e-mail address', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signInVerifiedJumper(page, 'a-rather-long-name-for-a-mailbox');
  for (const tab of ['job-profile', 'payslip', 'bank-details', 'social-security_personal-details', 'video-recording']) {
    await page.goto(`/jumper/profile/${tab}`);
    await expect(page.getByRole('heading', { name: 'Anna Muster' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/@example\.ch/)).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  await page.goto('/jumper/profile/bank-details');
  await expect(page.getByRole('button', { name: 'Add your bank account details' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

// Regression: the bank details showed the whole IBAN to anyone who could see the screen.
test('bank details: the IBAN is masked but for its last four characters, shown and hidden again by a toggle', async ({
  page,
}) => {
  await page.setViewportSize(wide);
  await signInVerifiedJumper(page, 'iban-mask');
  await page.goto('/jumper/profile/bank-details');
  await page.getByRole('button', { name: 'Add your bank account details' }).click();
  const dialog = await fillBankDetails(page, 'CH93 0076 2011 6238 5295 7');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Bank Details Added Successfully!');
  await expect(dialog).toBeHidden();

  // The server keeps the whole IBAN; only the screen hides it.
  const profile = await storedOnServer<{ jumper_bank_detail: { iban: string } | null }>(page, '/api/v1/jumper_profile');
  expect(profile.jumper_bank_detail?.iban).toBe('CH9300762011623852957');

  await page.reload();
  const card = page.locator('[data-slot="bank-details-card"]');
  await expect(card.getByText('CH•• •••• •••• •••• •295 7')).toBeVisible();
  await expect(card.getByText('hidden, ends in 2 9 5 7')).toBeAttached();
  await expect(card.getByText('CH93 0076 2011 6238 5295 7')).toHaveCount(0);
  await expect(card).not.toContainText('CH93');
  await expectNoAxeViolations(page);

  const show = card.getByRole('button', { name: 'Show full IBAN' });
  await expect(show).toHaveAttribute('aria-pressed', 'false');
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('CH93 0076 2011 6238 5295 7')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Space');
  await expect(show).toHaveAttribute('aria-pressed', 'false');
  await expect(card.getByText('CH93 0076 2011 6238 5295 7')).toHaveCount(0);

  for (const width of [375, 320]) {
    await page.setViewportSize({ ...narrow, width });
    await expectNoSidewaysScroll(page);
  }
  await page.setViewportSize(narrow);
  await chooseLanguage(page, 'Deutsch');
  await expect(card.getByText('CH•• •••• •••• •••• •295 7')).toBeVisible();
  await expect(card.getByText('verborgen, endet auf 2 9 5 7')).toBeAttached();
  const zeigen = card.getByRole('button', { name: 'Ganze IBAN anzeigen' });
  await zeigen.click();
  await expect(zeigen).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('CH93 0076 2011 6238 5295 7')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

/** Fills the social security dialog's choices that are not under test. */
async function fillSocialSecurityChoices(dialog: ReturnType<Page['getByRole']>, married: string, pillar: string) {
  await dialog.getByRole('radio', { name: married }).check();
  await dialog.getByRole('radio', { name: pillar }).check();
  await dialog.getByRole('radio', { name: /^(Neither retired nor disabled|Weder pensioniert noch invalid)$/ }).check();
}

/**
 * Sends the next save with this AHV number instead of the one typed, as an app whose own check let it through
 * would: the real server judges it.
 */
async function sendAhvNumberInstead(page: Page, ahvNumber: string) {
  await page.route(
    '**/api/v1/jumpers/social_security_details',
    async (route) => {
      const body = route.request().postDataJSON() as { jumper: Record<string, unknown> };
      await route.continue({ postData: JSON.stringify({ jumper: { ...body.jumper, oasi_ahv_number: ahvNumber } }) });
    },
    { times: 1 },
  );
}

// Regression: a wrong check digit in the AHV number was reported only in a toast (and a banner), never at the field.
test('social security: a wrong AHV check digit is shown at the field, checked in the browser and by the server', async ({
  page,
}) => {
  await page.setViewportSize(wide);
  await signInVerifiedJumper(page, 'ahv-field');
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/jumpers/social_security_details')) saves.push(request.method());
  });
  await page.goto('/jumper/profile/social-security_personal-details');
  await page.getByRole('button', { name: 'Open Add Social Security Info' }).click();
  const dialog = page.getByRole('dialog', { name: 'Social security details' });
  const ahv = dialog.getByRole('textbox', { name: /AHV number/ });
  const wrongDigit = 'AHV Number must be 756.XXXX.XXXX.XX with a valid check digit.';

  // In the browser: the message under the field, the field invalid and described by it, focus on it; nothing sent.
  await ahv.fill('756.1234.5678.90');
  await fillSocialSecurityChoices(dialog, 'Married', 'Employment longer than 13 weeks');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(wrongDigit, { exact: true })).toBeVisible();
  await expect(ahv).toHaveAttribute('aria-invalid', 'true');
  await expect(ahv).toHaveAccessibleDescription(new RegExp(wrongDigit.replaceAll('.', '\\.')));
  await expect(ahv).toBeFocused();
  expect(saves).toEqual([]);
  await expectNoAxeViolations(page);

  // By the server: its refusal names the field, and the message is shown there too.
  await ahv.fill('756.1234.5678.97');
  await expect(dialog.getByText(wrongDigit, { exact: true })).toHaveCount(0);
  await sendAhvNumberInstead(page, '756.1234.5678.90');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Failed to update details!');
  await expect(dialog.getByText(wrongDigit, { exact: true })).toBeVisible();
  await expect(ahv).toHaveAttribute('aria-invalid', 'true');
  await expect(ahv).toHaveAccessibleDescription(new RegExp(wrongDigit.replaceAll('.', '\\.')));
  await expect(ahv).toBeFocused();
  await expect(ahv).toHaveValue('756.1234.5678.97');
  expect(saves).toEqual(['PUT']);
  expect(
    (await storedOnServer<{ social_security_details: unknown }>(page, '/api/v1/jumper_profile'))
      .social_security_details,
  ).toBeNull();
  await expectNoAxeViolations(page);

  // Typing again takes the server's message away; the good number is saved.
  await ahv.press('End');
  await ahv.press('Backspace');
  await ahv.press('7');
  await expect(dialog.getByText(wrongDigit, { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Social Security details updated successfully!');
  await expect(dialog).toBeHidden();
  expect(
    (await storedOnServer<{ social_security_details: { oasi_ahv_number: string } }>(page, '/api/v1/jumper_profile'))
      .social_security_details.oasi_ahv_number,
  ).toBe('756.1234.5678.97');

  await page.setViewportSize(narrow);
  await chooseLanguage(page, 'Deutsch');
  await page.getByRole('button', { name: 'Öffnen Sozialversicherung erfassen' }).click();
  const german = page.getByRole('dialog', { name: 'Angaben zur Sozialversicherung' });
  const ahvGerman = german.getByRole('textbox', { name: /AHV-Nummer/ });
  const falschePruefziffer = 'Die AHV-Nummer muss die Form 756.XXXX.XXXX.XX mit gültiger Prüfziffer haben.';
  await ahvGerman.fill('756.1234.5678.91');
  await german.getByRole('button', { name: 'Speichern' }).click();
  await expect(german.getByText(falschePruefziffer, { exact: true })).toBeVisible();
  await expect(ahvGerman).toHaveAttribute('aria-invalid', 'true');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await ahvGerman.fill('756.1234.5678.97');
  await sendAhvNumberInstead(page, '756.1234.5678.91');
  await german.getByRole('button', { name: 'Speichern' }).click();
  await expectToast(page, 'Die Angaben konnten nicht gespeichert werden!');
  await expect(german.getByText(falschePruefziffer, { exact: true })).toBeVisible();
  await expect(ahvGerman).toHaveAttribute('aria-invalid', 'true');
  await expect(german.getByText(wrongDigit)).toHaveCount(0);
  expect(
    (await storedOnServer<{ social_security_details: { oasi_ahv_number: string } }>(page, '/api/v1/jumper_profile'))
      .social_security_details.oasi_ahv_number,
  ).toBe('756.1234.5678.97');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

/**
 * Chooses a PDF over 20 MB in `picker`, then a text file: the message under the field is the refusal of the text
 * file, never the earlier one. `submit` is what brings the first refusal, in a form; the upload screen refuses at once.
 */
async function chooseTooLargeThenText(
  picker: Locator,
  scope: Locator,
  messages: { tooLarge: string; wrongType: string },
  submit?: () => Promise<void>,
) {
  await picker.setInputFiles(oversizedPdf('scan-25mb.pdf'));
  await submit?.();
  await expect(scope.getByText(messages.tooLarge, { exact: true })).toBeVisible();
  await picker.setInputFiles(plainText('notes.txt'));
  await expect(scope.getByText(messages.wrongType, { exact: true })).toBeVisible();
  await expect(scope.getByText(messages.tooLarge, { exact: true })).toHaveCount(0);
  await expect(picker).toHaveAttribute('aria-invalid', 'true');
}

// Regression: choosing a .txt after a refused 25 MB file left the old 'larger than 20 MB' message.
test('upload screen: the message is about the latest file chosen; a good one clears it, in English and German', async ({
  page,
}) => {
  await page.setViewportSize(wide);
  await registerThroughApi(page, 'latest-refusal');
  const box = (title: string) => page.locator('[data-slot="upload-box"]').filter({ hasText: title });
  const cv = box('Upload CV');
  const cvPicker = cv.locator('input[type="file"]');
  const english = {
    tooLarge: 'The file is larger than 20 MB. Please choose a file of up to 20 MB.',
    wrongType: 'This type of file is not accepted. Please choose a PDF, JPG or JPEG file.',
  };
  await chooseTooLargeThenText(cvPicker, cv, english);
  await expectNoAxeViolations(page);

  await cvPicker.setInputFiles(pdf('anna-cv.pdf'));
  await expect(cv.getByText('anna-cv.pdf')).toBeVisible();
  await expect(cv.getByText(english.wrongType)).toHaveCount(0);
  await expect(cv.getByText(english.tooLarge)).toHaveCount(0);
  await expect(page.getByText('1 of 3 documents uploaded')).toBeVisible();
  expect((await storedOnServer<{ upload_cv_name: string | null }>(page, '/api/v1/jumper_profile')).upload_cv_name).toBe(
    'anna-cv.pdf',
  );

  // The bar of the upload screen cannot be used: the language is chosen on the landing page.
  await page.setViewportSize(narrow);
  await page.goto('/');
  await chooseLanguage(page, 'Deutsch');
  await page.goto('/jumper/upload-document');
  await expect(page.getByText('1 von 3 Dokumenten hochgeladen')).toBeVisible();
  const zeugnis = box('Zeugnis oder Diplom');
  const zeugnisPicker = zeugnis.locator('input[type="file"]');
  const german = {
    tooLarge: 'Die Datei ist grösser als 20 MB. Bitte wählen Sie eine Datei bis 20 MB.',
    wrongType: 'Dieser Dateityp wird nicht akzeptiert. Bitte wählen Sie eine PDF-, JPG- oder JPEG-Datei.',
  };
  await chooseTooLargeThenText(zeugnisPicker, zeugnis, german);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await zeugnisPicker.setInputFiles(pdf('diplom.pdf'));
  await expect(zeugnis.getByText('diplom.pdf')).toBeVisible();
  await expect(zeugnis.getByText(german.wrongType)).toHaveCount(0);
  expect(await storedOnServer<{ certificate_document: string }[]>(page, '/api/v1/certificate_documents')).toEqual([
    expect.objectContaining({ certificate_document: 'diplom.pdf' }),
  ]);
});

/** A verified jumper's Add work experience dialog, filled in but for the reference letter. */
async function filledWorkExperienceDialog(page: Page, name: string) {
  await signInVerifiedJumper(page, name);
  await page.goto('/jumper/profile/job-profile');
  await page.getByRole('button', { name: 'Add Work experience', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add work experience' });
  await dialog.getByLabel(/^Company name/).fill('Spitex Zürichsee');
  await dialog.getByLabel(/^Job title/).fill('Care assistant');
  await dialog.getByLabel(/^Location/).fill('Meilen');
  await dialog.getByRole('combobox', { name: /^Employment type/ }).click();
  await page.getByRole('option', { name: 'Part time', exact: true }).click();
  await dialog.getByRole('combobox', { name: /^Weekly workload/ }).click();
  await page.getByRole('option', { name: '60%', exact: true }).click();
  await dialog.getByLabel(/^Start date/).fill('2020-03-01');
  await dialog.getByLabel(/^End date/).fill('2024-02-29');
  await dialog.getByLabel(/^Responsibilities/).fill('Basic care and household help for elderly clients.');
  return dialog;
}

// Regression: choosing a .txt after a refused 25 MB file left the old 'larger than 20 MB' message.
test('work experience: the reference letter message is about the latest file chosen, in English and German', async ({
  page,
}) => {
  await page.setViewportSize(wide);
  const dialog = await filledWorkExperienceDialog(page, 'letter-refusal');
  const letter = dialog.getByLabel(/^Reference letter/);
  const english = { tooLarge: 'The file is larger than 20MB.', wrongType: 'This type of file is not accepted.' };
  await chooseTooLargeThenText(letter, dialog, english, () => dialog.getByRole('button', { name: 'Save' }).click());
  await expectNoAxeViolations(page);

  await letter.setInputFiles(pdf('zeugnis-2024.pdf'));
  await expect(dialog.getByText('zeugnis-2024.pdf')).toBeVisible();
  await expect(dialog.getByText(english.wrongType, { exact: true })).toHaveCount(0);
  await expect(dialog.getByText(english.tooLarge)).toHaveCount(0);
  await expect(letter).not.toHaveAttribute('aria-invalid');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Work Experience Added Successfully');
  await expect(dialog).toBeHidden();
  const [stored] = await storedOnServer<{ reference_letter_url: string | null }[]>(page, '/api/v1/work_experiences');
  expect(stored?.reference_letter_url).not.toBeNull();

  await page.setViewportSize(narrow);
  await chooseLanguage(page, 'Deutsch');
  await page.getByRole('button', { name: 'Berufserfahrung hinzufügen', exact: true }).click();
  const germanDialog = page.getByRole('dialog', { name: 'Berufserfahrung hinzufügen' });
  const zeugnis = germanDialog.getByLabel(/^Arbeitszeugnis/);
  const german = { tooLarge: 'Die Datei ist grösser als 20 MB.', wrongType: 'Dieser Dateityp wird nicht akzeptiert.' };
  await chooseTooLargeThenText(zeugnis, germanDialog, german, () =>
    germanDialog.getByRole('button', { name: 'Speichern' }).click(),
  );
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await zeugnis.setInputFiles(pdf('zeugnis.pdf'));
  await expect(germanDialog.getByText(german.wrongType)).toHaveCount(0);
  await expect(zeugnis).not.toHaveAttribute('aria-invalid');
});

type StoredWorkExperience = {
  job_title: string;
  reference_letter_url: string | null;
  reference_letter_name: string | null;
};

// Regression: the edit of a work experience did not show the reference letter already uploaded.
test('work experience: the edit shows the stored reference letter by its name, to keep, replace or remove it', async ({
  page,
}) => {
  await page.setViewportSize(wide);
  let dialog = await filledWorkExperienceDialog(page, 'stored-letter');
  await dialog.getByLabel(/^Reference letter/).setInputFiles(pdf('zeugnis-2024.pdf'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Work Experience Added Successfully');
  await expect(dialog).toBeHidden();
  const workExperiences = () => storedOnServer<StoredWorkExperience[]>(page, '/api/v1/work_experiences');
  expect(await workExperiences()).toEqual([
    expect.objectContaining({ reference_letter_name: 'zeugnis-2024.pdf', reference_letter_url: expect.any(String) }),
  ]);

  // Saved without touching the letter: the server keeps it.
  await page.reload();
  await page.getByRole('button', { name: 'Edit Care assistant, Spitex Zürichsee' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit work experience' });
  await expect(dialog.getByText('zeugnis-2024.pdf', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove zeugnis-2024.pdf' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(/^Job title/).fill('Senior care assistant');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Work Experience Updated Successfully');
  await expect(dialog).toBeHidden();
  const [kept] = await workExperiences();
  expect(kept).toMatchObject({ job_title: 'Senior care assistant', reference_letter_name: 'zeugnis-2024.pdf' });
  expect((await page.request.get(kept!.reference_letter_url!)).headers()['content-type']).toBe('application/pdf');

  // A new letter takes the stored one's place.
  await page.getByRole('button', { name: 'Edit Senior care assistant, Spitex Zürichsee' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit work experience' });
  await expect(dialog.getByText('zeugnis-2024.pdf', { exact: true })).toBeVisible();
  await dialog.getByLabel(/^Reference letter/).setInputFiles(jpeg('zeugnis-2025.jpg'));
  await expect(dialog.getByText('zeugnis-2025.jpg', { exact: true })).toBeVisible();
  await expect(dialog.getByText('zeugnis-2024.pdf', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Work Experience Updated Successfully');
  await expect(dialog).toBeHidden();
  const [replaced] = await workExperiences();
  expect(replaced?.reference_letter_name).toBe('zeugnis-2025.jpg');
  expect((await page.request.get(replaced!.reference_letter_url!)).headers()['content-type']).toBe('image/jpeg');

  // In German at 375 px: the letter is shown, then removed; the server deletes the file.
  await page.setViewportSize(narrow);
  await chooseLanguage(page, 'Deutsch');
  await page.getByRole('button', { name: 'Senior care assistant, Spitex Zürichsee bearbeiten' }).click();
  dialog = page.getByRole('dialog', { name: 'Berufserfahrung bearbeiten' });
  await expect(dialog.getByText('zeugnis-2025.jpg', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'zeugnis-2025.jpg entfernen' }).click();
  await expect(dialog.getByText('zeugnis-2025.jpg', { exact: true })).toHaveCount(0);
  await expect(dialog.getByLabel(/^Arbeitszeugnis/)).toBeFocused();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expectToast(page, 'Berufserfahrung erfolgreich aktualisiert');
  await expect(dialog).toBeHidden();
  const [removed] = await workExperiences();
  expect(removed).toMatchObject({ reference_letter_url: null, reference_letter_name: null });
  expect((await page.request.get(replaced!.reference_letter_url!)).status()).toBe(404);

  await page.getByRole('button', { name: 'Senior care assistant, Spitex Zürichsee bearbeiten' }).click();
  dialog = page.getByRole('dialog', { name: 'Berufserfahrung bearbeiten' });
  await expect(dialog.getByText('Datei auswählen')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /entfernen$/ })).toHaveCount(0);
});
