import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { chooseLanguage, expectToast, pdf, signInVerifiedJumper } from './journey';
import { disguised, jpeg, oversizedPdf, png } from './profile-files';

async function openProfile(page: Page, name: string) {
  await signInVerifiedJumper(page, name);
  await page.goto('/jumper/profile/job-profile');
  await expect(page.getByRole('heading', { name: 'Jumper Profile', level: 1 })).toBeVisible();
}

const section = (page: Page, title: string) =>
  page
    .locator('section, [role="region"]')
    .filter({ has: page.getByRole('heading', { name: title, exact: true, level: 2 }) });

async function choose(scope: Locator, field: RegExp, option: string) {
  await scope.getByRole('combobox', { name: field }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

/** Confirms a delete in the alert dialog, after checking it with axe. */
async function confirmDelete(page: Page, trigger: string) {
  await page.getByRole('button', { name: trigger, exact: true }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(question).toBeHidden();
}

test('work experience: added, edited in a pre-filled dialog, a failed save keeps the values, deleted', async ({
  page,
}) => {
  await openProfile(page, 'work');
  const work = section(page, 'Work experience');
  await expect(work.getByText('No work experience added yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add Work experience', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Add work experience' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Company name is required.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(/^Company name/).fill('Planzer Transport AG');
  await dialog.getByLabel(/^Job title/).fill('Warehouse clerk');
  await dialog.getByLabel(/^Location/).fill('Dietikon');
  await choose(dialog, /^Employment type/, 'Full time');
  await choose(dialog, /^Weekly workload/, '80%');
  await dialog.getByLabel(/^Start date/).fill('2019-04-01');
  await dialog.getByLabel(/^End date/).fill('2023-06-30');
  await dialog.getByLabel(/^Responsibilities/).fill('Picking and packing, forklift driving, stock counts.');
  await dialog.getByRole('checkbox', { name: 'Forklift operation' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Work Experience Added Successfully');
  await expect(dialog).toBeHidden();
  await expect(work.getByText('Warehouse clerk')).toBeVisible();

  await page.reload();
  await expect(work.getByText('Warehouse clerk')).toBeVisible();
  await expect(work.getByText('Planzer Transport AG · Dietikon')).toBeVisible();
  await expect(work.getByText('04.2019 – 06.2023')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Warehouse clerk, Planzer Transport AG' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit work experience' });
  await expect(dialog.getByLabel(/^Company name/)).toHaveValue('Planzer Transport AG');
  await expect(dialog.getByLabel(/^Start date/)).toHaveValue('2019-04-01');
  await expect(dialog.getByRole('checkbox', { name: 'Forklift operation' })).toBeChecked();
  await expectNoAxeViolations(page);

  // No answer at all (the connection drops): the first version's other wording, the dialog stays.
  await page.route('**/api/v1/work_experiences/*', (route) => route.abort('connectionreset'), { times: 1 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Failed to save work experience. Please try again.');
  await expect(dialog).toBeVisible();

  // The server fails once: the message, and the dialog stays with what the user typed.
  await page.route('**/api/v1/work_experiences/*', (route) => route.fulfill({ status: 500, body: '{}' }), {
    times: 1,
  });
  await dialog.getByLabel(/^Job title/).fill('Team leader warehouse');
  await dialog.getByRole('checkbox', { name: 'I am currently working in this role' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Failed to save work experience');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/^Job title/)).toHaveValue('Team leader warehouse');
  await expect(dialog.getByRole('checkbox', { name: 'I am currently working in this role' })).toBeChecked();

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Work Experience Updated Successfully');
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(work.getByText('Team leader warehouse')).toBeVisible();
  await expect(work.getByText('04.2019 – Present')).toBeVisible();

  // A delete the server refuses keeps the question open and the item in place.
  await page.route('**/api/v1/work_experiences/*', (route) => route.fulfill({ status: 500, body: '{}' }), {
    times: 1,
  });
  await page.getByRole('button', { name: 'Delete Team leader warehouse, Planzer Transport AG', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Failed to delete work experience. Please try again.');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(work.getByText('Team leader warehouse')).toBeVisible();

  await confirmDelete(page, 'Delete Team leader warehouse, Planzer Transport AG');
  await expectToast(page, 'Work experience deleted successfully');
  await page.reload();
  await expect(work.getByText('No work experience added yet.')).toBeVisible();
});

test('language skills: added, one shown until Read more, level edited, deleted', async ({ page }) => {
  await openProfile(page, 'languages');
  const languages = section(page, 'Language skills');

  await page.getByRole('button', { name: 'Add Language skills', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Add language' });
  await expect(dialog.getByRole('radio', { name: 'Beginner' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please select a language.')).toBeVisible();
  await expectNoAxeViolations(page);
  await choose(dialog, /^Language/, 'German');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Language added successfully!');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add Language skills', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Add language' });
  // A language already listed is not offered again.
  await dialog.getByRole('combobox', { name: /^Language/ }).click();
  await expect(page.getByRole('option', { name: 'German' })).toHaveCount(0);
  await page.getByRole('option', { name: 'English' }).click();
  await dialog.getByRole('radio', { name: 'Advanced' }).check();
  await page.route('**/api/v1/jumper_profile/add_language', (route) => route.fulfill({ status: 500, body: '{}' }), {
    times: 1,
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Failed to add language!');
  await expect(dialog.getByRole('combobox', { name: /^Language/ })).toHaveText('English');
  await expect(dialog.getByRole('radio', { name: 'Advanced' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Language added successfully!');
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(languages.getByText('German')).toBeVisible();
  await expect(languages.getByText('English')).toBeHidden();
  await languages.getByRole('button', { name: 'Read more' }).click();
  await expect(languages.getByText('English')).toBeVisible();
  await expect(languages.getByText('Advanced')).toBeVisible();

  await page.getByRole('button', { name: 'Edit German' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit language' });
  await expect(dialog.getByRole('combobox', { name: /^Language/ })).toHaveText('German');
  await dialog.getByRole('radio', { name: 'Native' }).check();
  await page.route('**/api/v1/jumper_profile/update', (route) => route.fulfill({ status: 500, body: '{}' }), {
    times: 1,
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Failed to update languages!');
  await expect(dialog.getByRole('radio', { name: 'Native' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Languages updated successfully.');
  await expect(dialog).toBeHidden();

  await confirmDelete(page, 'Delete English');
  await expectToast(page, 'Language skill deleted successfully');
  await page.reload();
  await expect(languages.getByText('Native')).toBeVisible();
  await expect(languages.getByText('English')).toHaveCount(0);
  await expect(languages.getByRole('button', { name: 'Read more' })).toHaveCount(0);
});

test('education: added with a certificate, edited, a failed save keeps the values, deleted', async ({ page }) => {
  await openProfile(page, 'education');
  const education = section(page, 'Education');

  await page.getByRole('button', { name: 'Add Education', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Add education' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('School name is required.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(/^School/).fill('Berufsschule Zürich');
  await dialog.getByLabel(/^Degree/).fill('EFZ Logistician');
  await dialog.getByLabel(/^Location/).fill('Zürich');
  await dialog.getByLabel(/^Start date/).fill('2012-08-01');
  await dialog.getByLabel(/^End date/).fill('2015-07-31');
  await dialog.getByLabel(/^Responsibilities and accomplishments/).fill('Apprenticeship with a final grade of 5.3.');
  await dialog.getByLabel(/^Certificate/).setInputFiles(pdf('efz.pdf'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Education added successfully');
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(education.getByText('EFZ Logistician')).toBeVisible();
  await expect(education.getByText('08.2012 – 07.2015')).toBeVisible();

  await page.getByRole('button', { name: 'Edit EFZ Logistician, Berufsschule Zürich' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit education' });
  await expect(dialog.getByLabel(/^School/)).toHaveValue('Berufsschule Zürich');
  await page.route('**/api/v1/educations/*', (route) => route.abort('connectionreset'), { times: 1 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Failed to save education. Please try again.');
  await page.route('**/api/v1/educations/*', (route) => route.fulfill({ status: 500, body: '{}' }), { times: 1 });
  await dialog.getByLabel(/^Degree/).fill('EFZ Logistician, warehouse');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Failed to save education');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/^Degree/)).toHaveValue('EFZ Logistician, warehouse');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Education updated successfully');
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(education.getByText('EFZ Logistician, warehouse')).toBeVisible();

  await confirmDelete(page, 'Delete EFZ Logistician, warehouse, Berufsschule Zürich');
  await expectToast(page, 'Education deleted successfully');
  await page.reload();
  await expect(education.getByText('No education added yet.')).toBeVisible();
});

for (const kind of [
  {
    title: 'Certificates and Diplomas',
    stored: 'diploma.pdf',
    replace: 'Replace certificate',
    upload: 'Upload certificate',
    field: /^Certificate/,
    added: 'Certificate added successfully',
    failed: 'Failed to upload certificate. Please try again.',
    path: '**/api/v1/certificate_documents',
    updated: 'Certificate updated successfully',
    deleted: 'Certificate deleted successfully',
  },
  {
    title: 'Employment References',
    stored: 'reference.pdf',
    replace: 'Replace reference letter',
    upload: 'Upload reference letter',
    field: /^Reference letter/,
    added: 'Reference letter uploaded successfully',
    failed: 'Failed to upload reference letter. Please try again.',
    path: '**/api/v1/employment_references',
    updated: 'Reference letter updated successfully',
    deleted: 'Reference letter deleted successfully',
  },
]) {
  test(`${kind.title}: replaced, a refused file explained, deleted, then added (only while none exists)`, async ({
    page,
  }) => {
    await openProfile(page, 'documents');
    const documents = section(page, kind.title);
    await expect(documents.getByText(kind.stored)).toBeVisible();
    // One document each: no plus while one exists.
    await expect(page.getByRole('button', { name: `Add ${kind.title}`, exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: `Edit ${kind.stored}` }).click();
    let dialog = page.getByRole('dialog', { name: kind.replace });
    await expect(dialog.getByText(`Current file: ${kind.stored}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('Please select a file to upload.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel(kind.field).setInputFiles(disguised('scan.pdf', 'application/pdf'));
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, 'This type of file is not accepted. Please choose a PDF, JPG or JPEG file.');
    await expect(dialog.getByText('scan.pdf')).toBeVisible();
    await dialog.getByLabel(kind.field).setInputFiles(jpeg('scan.jpg'));
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, kind.updated);
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(documents.getByText('scan.jpg')).toBeVisible();
    const link = documents.getByRole('link', { name: 'View document' });
    const stored = await page.request.get((await link.getAttribute('href'))!);
    expect(stored.headers()['content-type']).toBe('image/jpeg');

    await confirmDelete(page, 'Delete scan.jpg');
    await expectToast(page, kind.deleted);
    await expect(documents.getByText('scan.jpg')).toHaveCount(0);

    await page.getByRole('button', { name: `Add ${kind.title}`, exact: true }).click();
    dialog = page.getByRole('dialog', { name: kind.upload });
    await dialog.getByLabel(kind.field).setInputFiles(pdf('new.pdf'));
    await page.route(kind.path, (route) => route.fulfill({ status: 500, body: '{}' }), { times: 1 });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, kind.failed);
    await expect(dialog.getByText('new.pdf')).toBeVisible();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, kind.added);
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(documents.getByText('new.pdf')).toBeVisible();
    await expect(page.getByRole('button', { name: `Add ${kind.title}`, exact: true })).toHaveCount(0);
  });
}

test('identification: uploaded with both sides, a refused image explained, deleted', async ({ page }) => {
  await openProfile(page, 'identification');
  const identification = section(page, 'Passport/ID/Residential permit');
  await page.getByRole('button', { name: 'Add Passport/ID/Residential permit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload identification document' });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('Document type is required.')).toBeVisible();
  await expect(dialog.getByText('Front image is required.')).toBeVisible();
  await expect(dialog.getByText('Back image is required.')).toBeVisible();
  await expectNoAxeViolations(page);
  await choose(dialog, /^Document type/, 'Residential permit');
  await dialog.getByLabel(/^Front image/).setInputFiles(png('front.png'));
  await dialog.getByLabel(/^Back image/).setInputFiles(disguised('back.jpg', 'image/jpeg'));
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expectToast(page, 'This type of file is not accepted. Please choose a PNG, JPG or JPEG image.');
  await expect(dialog.getByText('front.png')).toBeVisible();
  await dialog.getByLabel(/^Back image/).setInputFiles(jpeg('back.jpg'));
  await page.route('**/api/v1/jumper_identifications', (route) => route.fulfill({ status: 500, body: '{}' }), {
    times: 1,
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expectToast(page, 'Failed to upload identification document. Please try again.');
  await expect(dialog.getByRole('combobox', { name: /^Document type/ })).toHaveText('Residential permit');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expectToast(page, 'Identification document uploaded successfully');
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(identification.getByText('Residential permit', { exact: true })).toBeVisible();
  await expect(identification.getByRole('link', { name: 'Front image' })).toBeVisible();

  await confirmDelete(page, 'Delete Residential permit');
  await expectToast(page, 'Identification document deleted successfully');
  await page.reload();
  await expect(identification.getByText('No identification document uploaded yet.')).toBeVisible();
});

test('job profiles: added with the server message, a failed add keeps the choice, deleted', async ({ page }) => {
  await openProfile(page, 'job-profiles');
  const jobProfiles = section(page, 'Job Profiles');
  await expect(jobProfiles.getByText('No job profiles yet.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Add job profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add job profile' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Jobprofile is required.')).toBeVisible();
  await expect(dialog.getByText('Experience is required.')).toBeVisible();
  await expectNoAxeViolations(page);
  await choose(dialog, /^Job profile/, 'Automotive Assistant With Federal VET Certificate');
  await choose(dialog, /^Experience/, 'Fresher');

  await page.route('**/api/v1/jumper_job_profiles', (route) => route.fulfill({ status: 500, body: '' }), {
    times: 1,
  });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expectToast(page, 'An error occurred while creating the job profile.');
  await expect(dialog.getByRole('combobox', { name: /^Job profile/ })).toHaveText(
    'Automotive Assistant With Federal VET Certificate',
  );
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expectToast(page, 'Job profile created successfully.');
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(jobProfiles.getByText('Automotive Assistant With Federal VET Certificate')).toBeVisible();
  await expect(jobProfiles.getByText('Experience: Fresher')).toBeVisible();
  await expect(jobProfiles.getByText('under review', { exact: true })).toBeVisible();
  // The verified jumper's CV is on file: the card does not ask for one.
  await expect(jobProfiles.getByText('Under review. Your CV is on file.')).toBeVisible();

  await page.route('**/api/v1/jumper_job_profiles/*', (route) => route.fulfill({ status: 500, body: '' }), {
    times: 1,
  });
  await page.getByRole('button', { name: 'Delete Automotive Assistant With Federal VET Certificate' }).click();
  const question = page.getByRole('alertdialog');
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Failed to delete job profile.');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Job profile deleted successfully.');
  await page.reload();
  await expect(jobProfiles.getByText('No job profiles yet.', { exact: false })).toBeVisible();
});

test('skills that cannot be loaded are reported', async ({ page }) => {
  await signInVerifiedJumper(page, 'skills');
  await page.route('**/api/v1/skills', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/jumper/profile');
  await expectToast(page, 'Failed to fetch skills. Please try again.');
});

test('CV: a new PDF replaces the stored one; a disguised file and one over 20 MB are refused with the reason', async ({
  page,
}) => {
  await openProfile(page, 'cv');
  const cv = section(page, 'CV');
  await expect(cv.getByRole('link', { name: 'cv.pdf' })).toBeVisible();
  const picker = cv.getByLabel(/^Upload CV/);
  await expect(picker).toHaveAttribute('accept', '.pdf,.doc,.docx');

  await picker.setInputFiles(
    disguised('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  );
  const wrongType = 'This type of file is not accepted. Please choose a PDF, DOC or DOCX file.';
  await expectToast(page, wrongType);
  await expect(cv.getByText(wrongType)).toBeVisible();
  await expect(cv.getByText('notes.docx', { exact: true })).toBeVisible();

  await picker.setInputFiles(oversizedPdf('scanned-cv.pdf'));
  const tooLarge = 'The file is larger than 20 MB. Please choose a file of up to 20 MB.';
  await expectToast(page, tooLarge);
  await expect(cv.getByText(tooLarge)).toBeVisible();

  await page.route('**/api/v1/jumpers/upload_cv', (route) => route.fulfill({ status: 500, body: '{}' }), {
    times: 1,
  });
  await picker.setInputFiles(pdf('anna-muster-cv.pdf'));
  await expectToast(page, 'Failed to upload CV. Please try again.');
  await expect(cv.getByRole('link', { name: 'cv.pdf' })).toBeVisible();

  await picker.setInputFiles(pdf('anna-muster-cv.pdf'));
  await expectToast(page, 'CV updated successfully');
  await expect(cv.getByRole('link', { name: 'anna-muster-cv.pdf' })).toBeVisible();
  await page.reload();
  const link = cv.getByRole('link', { name: 'anna-muster-cv.pdf' });
  await expect(link).toBeVisible();
  const stored = await page.request.get((await link.getAttribute('href'))!);
  expect(stored.headers()['content-type']).toBe('application/pdf');
});

test('languages on offer that cannot be loaded are reported', async ({ page }) => {
  await signInVerifiedJumper(page, 'admin-languages');
  await page.route('**/api/v1/admin_languages', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/jumper/profile');
  await expectToast(page, 'Failed to load available languages!');
});

test("German: the server's refusals of a CV and a photo are explained in German, saying what to choose", async ({
  page,
}) => {
  await openProfile(page, 'refused-german');
  await chooseLanguage(page, 'Deutsch');
  const cv = section(page, 'Lebenslauf');
  const picker = cv.getByLabel(/^Lebenslauf hochladen/);

  // Regression: the server's English ('notes.docx is not a PDF, DOC, DOCX or JPG file.') showed in German.
  await picker.setInputFiles(
    disguised('notizen.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  );
  const wrongType = 'Dieser Dateityp wird nicht akzeptiert. Bitte wählen Sie eine PDF-, DOC- oder DOCX-Datei.';
  await expectToast(page, wrongType);
  await expect(cv.getByText(wrongType)).toBeVisible();

  await picker.setInputFiles(oversizedPdf('lebenslauf-scan.pdf'));
  const tooLarge = 'Die Datei ist grösser als 20 MB. Bitte wählen Sie eine Datei bis 20 MB.';
  await expectToast(page, tooLarge);
  await expect(cv.getByText(tooLarge)).toBeVisible();
  await expectNoAxeViolations(page);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Foto ändern' }).click();
  await (await chooser).setFiles(disguised('ferien.png', 'image/png'));
  await expectToast(page, 'Dieser Dateityp wird nicht akzeptiert. Bitte wählen Sie ein PNG-, JPG- oder JPEG-Bild.');
  await expect(page.getByText(/ is (not a|larger than) /)).toHaveCount(0);
});
