import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { authHeaders, dashboard, tabTo } from './explore-helpers';
import { chooseLanguage, expectToast, operator, pdf, signInVerifiedJumper } from './journey';
import personalDetails from './personal-details.json' with { type: 'json' };
import { disguised, oversizedPdf } from './profile-files';

// Whole journeys with axe on every step: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
/** An application card, found by the job title in its heading. */
const cardOf = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

/** Collects the application calls the browser makes, to count them and read their bodies. */
function recordApplications(page: Page) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/v1\/applied_(per_)?job\/\d+$/.test(request.url())) sent.push(request);
  });
  return sent;
}

test('a jumper applies to a jumper position with the keyboard only, and finds it under Applied', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInVerifiedJumper(page, 'applicant');
  const sent = recordApplications(page);
  const [job] = (await dashboard(page, 'page=1&per_page=5')).jobs;
  const title = job!.job_name!;
  const detail = cardOf(page, title);
  await expect(detail).toBeVisible();

  await tabTo(page, detail.getByRole('button', { name: 'Apply' }));
  await page.keyboard.press('Enter');
  const explainer = dialogNamed(page, 'How Applying Works');
  await expect(explainer).toBeVisible();
  await expect(explainer.getByText(title)).toBeVisible();
  // The verified jumper's CV is on file: the CV step is skipped unless replaced.
  await expect(explainer.getByText('Your CV (cv.pdf) is on file and goes with your application.')).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, explainer.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  const languages = dialogNamed(page, 'Your Languages');
  await expect(languages).toBeVisible();
  await expect(languages.getByText('No languages added yet.')).toBeVisible();
  await expectNoAxeViolations(page);
  // An empty search says so; then German is found and added at beginner.
  await tabTo(page, languages.getByRole('searchbox', { name: 'Search languages' }));
  await page.keyboard.press('Enter');
  await expect(languages.getByText('Language name cannot be empty!')).toBeVisible();
  await page.keyboard.type('germ');
  await page.keyboard.press('Enter');
  const german = languages.getByRole('slider', { name: 'German' });
  await expect(german).toHaveAttribute('aria-valuetext', /Beginner/);
  await tabTo(page, german);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(german).toHaveAttribute('aria-valuetext', /Advanced/);
  await tabTo(page, languages.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Language added successfully!');

  const directions = dialogNamed(page, 'Your Way To Work');
  await expect(directions).toBeVisible();
  // No address in the profile: no estimate, and the step says why.
  await expect(
    directions.getByText('No estimate can be made without your address. Enter your town, or use your location.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, directions.getByRole('textbox', { name: 'Your address' }));
  await page.keyboard.type('Limmatquai 1, 8001 Atlantis');
  await page.keyboard.press('Enter');
  await expect(directions.getByRole('textbox', { name: 'Your address' })).toHaveAccessibleDescription(
    /We could not find this town in Switzerland/,
  );
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Limmatquai 1, 8001 Zürich');
  await page.keyboard.press('Enter');
  const transitTime = directions.getByRole('tabpanel').getByRole('definition').first();
  await expect(transitTime).toHaveText(/^\d+ (min|h)/);
  await expect(directions.getByText(/Estimate, not a timetable/)).toBeVisible();
  await expect(directions.getByText(/By public transport 110 km\/h between the main stations/)).toBeVisible();
  const transit = {
    time: await transitTime.innerText(),
    distance: await directions.getByRole('tabpanel').getByRole('definition').nth(1).innerText(),
  };
  expect(transit.distance).toMatch(/^\d+\.\d km$/);
  await expectNoAxeViolations(page);

  await tabTo(page, directions.getByRole('button', { name: 'Send Application' }));
  await page.keyboard.press('Enter');
  const done = dialogNamed(page, "We've Sent Your Application");
  await expect(done).toBeVisible();
  await expectNoAxeViolations(page);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.url()).toMatch(new RegExp(`/api/v1/applied_job/${job!.id}$`));
  expect(sent[0]!.postDataJSON()).toEqual({
    applied_job: {
      travel_time: transit.time,
      travel_distance: transit.distance,
      knowledge_of_german: 'advanced',
      language: 'en',
    },
  });

  await tabTo(page, done.getByRole('button', { name: 'View My Applications' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/jumper/engagement');
  await expect(page.getByRole('tab', { name: 'Applied', selected: true })).toBeVisible();
  await expect(cardOf(page, title)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(cardOf(page, title)).toBeVisible();

  // Back in explore the job says Applied, and the language is in the profile.
  await page.goto('/jumper/explore');
  await expect(detail.getByRole('button', { name: 'Applied' })).toBeDisabled();
  const skills = await page.request.get('/api/v1/jumper_profile/language_skills', { headers: await authHeaders(page) });
  expect((await skills.json()).data).toEqual([
    expect.objectContaining({ language: 'German', spoken_level: 'advanced' }),
  ]);
});

test('a permanent position: a new CV, a double click on Send Application, then the operator turns it down', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const jumper = await signInVerifiedJumper(page, 'permanent');
  const sent = recordApplications(page);
  // An address in the profile, as personal details store it: the estimate is there at once.
  const saved = await page.request.put('/api/v1/jumpers/personal_details', {
    headers: await authHeaders(page),
    data: { jumper: personalDetails },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.getByRole('tab', { name: 'Permanent positions' }).click();
  const [job] = (await dashboard(page, 'page=1&per_page=5&permanent_job=true')).jobs;
  const title = job!.job_title!;
  const detail = cardOf(page, title);
  await tabTo(page, detail.getByRole('button', { name: 'Apply' }));
  await page.keyboard.press('Enter');

  const explainer = dialogNamed(page, 'How Applying Works');
  await tabTo(page, explainer.getByRole('button', { name: 'Replace My CV' }));
  await page.keyboard.press('Enter');
  const cvStep = dialogNamed(page, 'Upload Your CV');
  await expect(cvStep).toBeVisible();
  // Upload without a file: the step says so.
  await tabTo(page, cvStep.getByRole('button', { name: 'Upload' }));
  await page.keyboard.press('Enter');
  await expect(cvStep.getByText('Please Select A File!')).toBeVisible();
  await expectNoAxeViolations(page);
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, cvStep.getByLabel(/Your CV/), { backwards: true });
  await page.keyboard.press('Space');
  await (await chooser).setFiles(pdf('anna-muster-cv-2026.pdf'));
  await tabTo(page, cvStep.getByRole('button', { name: 'Upload' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'CV Uploaded Successfully.');

  const languages = dialogNamed(page, 'Your Languages');
  await expect(languages).toBeVisible();
  // The job asks for advanced German and the jumper has none: German is listed at that level; this jumper removes it.
  await expect(languages.getByText('This job requires an Advanced level of German')).toBeVisible();
  await expect(languages.getByRole('slider', { name: 'German' })).toHaveAttribute('aria-valuetext', 'Advanced');
  await tabTo(page, languages.getByRole('button', { name: 'Remove German' }));
  await page.keyboard.press('Enter');
  await expect(languages.getByText('No languages added yet.')).toBeVisible();
  // Continue with no language: 'No language data to submit.'
  await tabTo(page, languages.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(languages.getByText('No language data to submit.')).toBeVisible();
  await tabTo(page, languages.getByRole('button', { name: 'Add Italian' }), { backwards: true });
  await page.keyboard.press('Enter');
  // Focus is back in the search: the next language is a few Tabs away.
  await expect(languages.getByRole('searchbox', { name: 'Search languages' })).toBeFocused();
  await tabTo(page, languages.getByRole('button', { name: 'Add English' }));
  await page.keyboard.press('Enter');
  await tabTo(page, languages.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Languages added successfully.');

  const directions = dialogNamed(page, 'Your Way To Work');
  await expect(directions.getByRole('textbox', { name: 'Your address' })).toHaveValue('Bundesplatz 3, 3011 Bern');
  // The tabs are one stop of the Tab key; the arrow keys move between them.
  await tabTo(page, directions.getByRole('tab', { name: 'Transit' }));
  await page.keyboard.press('ArrowRight');
  await expect(directions.getByRole('tab', { name: 'Driving', selected: true })).toBeVisible();
  const driving = directions.getByRole('tabpanel', { name: 'Driving' }).getByRole('definition');
  await expect(driving.first()).toHaveText(/^\d+ (min|h)/);
  const estimate = { time: await driving.first().innerText(), distance: await driving.nth(1).innerText() };

  // A double click on Send Application sends one application.
  await directions.getByRole('button', { name: 'Send Application' }).dblclick();
  await expect(dialogNamed(page, "We've Sent Your Application")).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.url()).toMatch(new RegExp(`/api/v1/applied_per_job/${job!.id}$`));
  expect(sent[0]!.postDataJSON()).toEqual({
    applied_job: {
      travel_time: estimate.time,
      travel_distance: estimate.distance,
      knowledge_of_german: null,
      language: 'en',
    },
  });
  // Closing the confirmation (Escape, even with a toast still up) goes to the engagements, on the permanent jobs.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/jumper/engagement?kind=permanent');
  await expect(cardOf(page, title)).toBeVisible();
  const profile = await page.request.get('/api/v1/jumper_profile', { headers: await authHeaders(page) });
  expect((await profile.json()).data.upload_cv_name).toBe('anna-muster-cv-2026.pdf');

  operator('outcome', jumper.email, String(job!.id), 'unsuccessful');
  await page.reload();
  await expect(page.getByText('No applications here yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Unsuccessful Applications' }).click();
  const card = cardOf(page, title);
  await expect(card).toBeVisible();
  await expect(card.getByText('Unsuccessful')).toBeVisible();
  await expect(page).toHaveURL('/jumper/engagement?tab=unsuccessful&kind=permanent');
  await expectNoAxeViolations(page);
  // The temporary jobs have no unsuccessful application.
  await page.getByRole('combobox', { name: 'Kind of job' }).selectOption({ label: 'Temporary Jobs' });
  await expect(page.getByText('No applications here yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Apply For A Job' }).click();
  await expect(page).toHaveURL('/jumper/explore');
});

test('failures in the apply flow show the first version’s texts and keep what the jumper entered', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInVerifiedJumper(page, 'apply-fails');
  const [job] = (await dashboard(page, 'page=1&per_page=5')).jobs;
  await page.getByRole('article', { name: job!.job_name }).getByRole('button', { name: 'Apply' }).click();
  await dialogNamed(page, 'How Applying Works').getByRole('button', { name: 'Replace My CV' }).click();

  // The CV upload fails: the message, the step and the chosen file stay.
  const cvStep = dialogNamed(page, 'Upload Your CV');
  await cvStep.getByLabel(/Your CV/).setInputFiles(pdf('new-cv.pdf'));
  await page.route('**/api/v1/jumpers/upload_cv', (route) => route.fulfill({ status: 500, body: '{}' }), { times: 1 });
  await cvStep.getByRole('button', { name: 'Upload' }).click();
  await expectToast(page, 'Failed to upload CV. Please try again.');
  await expect(cvStep.getByText('new-cv.pdf')).toBeVisible();
  await cvStep.getByRole('button', { name: "I'll Do It later" }).click();

  // Adding the language fails: the message, and the language with its level stays to try again.
  const languages = dialogNamed(page, 'Your Languages');
  await languages.getByRole('button', { name: 'Add Spanish' }).click();
  await page.route('**/api/v1/jumper_profile/add_language', (route) => route.fulfill({ status: 500, body: '{}' }), {
    times: 1,
  });
  await languages.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, 'Failed to add language!');
  await expect(languages.getByRole('slider', { name: 'Spanish' })).toBeVisible();
  await languages.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, 'Language added successfully!');

  // Back to the languages: a changed level is an update; its failures keep the level as set.
  await dialogNamed(page, 'Your Way To Work').getByRole('button', { name: 'Back' }).click();
  const spanish = languages.getByRole('slider', { name: 'Spanish' });
  await spanish.focus();
  await page.keyboard.press('ArrowRight');
  await expect(spanish).toHaveAttribute('aria-valuetext', /Intermediate/);
  await page.route('**/api/v1/jumper_profile/update', (route) => route.fulfill({ status: 500, body: '{}' }), {
    times: 1,
  });
  await languages.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, 'Failed to update languages!');
  await page.route(
    '**/api/v1/jumper_profile/update',
    (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Spoken level is not valid.' }),
      }),
    { times: 1 },
  );
  await languages.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, 'Error updating languages: Spoken level is not valid.');
  await expect(spanish).toHaveAttribute('aria-valuetext', /Intermediate/);
  await languages.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, 'Languages updated successfully.');
  const skills = await page.request.get('/api/v1/jumper_profile/language_skills', { headers: await authHeaders(page) });
  expect((await skills.json()).data).toEqual([
    expect.objectContaining({ language: 'Spanish', spoken_level: 'intermediate' }),
  ]);

  // Sending fails: the message, the step, the address and the estimate stay; the second try goes through.
  const directions = dialogNamed(page, 'Your Way To Work');
  await directions.getByRole('textbox', { name: 'Your address' }).fill('8400 Winterthur');
  await directions.getByRole('button', { name: 'Save' }).click();
  await expect(directions.getByRole('tabpanel').getByRole('definition').first()).toHaveText(/^\d+ (min|h)/);
  await page.route('**/api/v1/applied_job/*', (route) => route.fulfill({ status: 500, body: '{}' }), { times: 1 });
  await directions.getByRole('button', { name: 'Send Application' }).click();
  await expectToast(page, 'Something went wrong, Please try again!');
  await expect(directions.getByRole('textbox', { name: 'Your address' })).toHaveValue('8400 Winterthur');
  await directions.getByRole('button', { name: 'Send Application' }).click();
  await expect(dialogNamed(page, "We've Sent Your Application")).toBeVisible();
});

test('engagements: a failed load shows the first version’s text; the empty list leads to explore; German', async ({
  page,
}) => {
  await signInVerifiedJumper(page, 'engaged');
  await page.route('**/api/v1/applied_jobs*', (route) => route.fulfill({ status: 500, body: '{}' }), { times: 1 });
  await page.getByRole('link', { name: 'Engagements' }).click();
  await expect(page.getByText('Something went wrong, Please again later.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByText('No applications here yet.')).toBeVisible();
  await chooseLanguage(page, 'Deutsch');
  await expect(page.getByRole('tab', { name: 'Erfolglose Bewerbungen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Auf eine Stelle bewerben' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Auf eine Stelle bewerben' }).click();
  await expect(page).toHaveURL('/jumper/explore');
});

test('German: a CV that the server refuses in the apply flow is explained in German, the file kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInVerifiedJumper(page, 'apply-refused-german');
  await chooseLanguage(page, 'Deutsch');
  const [job] = (await dashboard(page, 'page=1&per_page=5')).jobs;
  await page.getByRole('article', { name: job!.job_name }).getByRole('button', { name: 'Bewerben' }).click();
  await dialogNamed(page, 'So funktioniert die Bewerbung').getByRole('button', { name: 'Lebenslauf ersetzen' }).click();
  const cvStep = dialogNamed(page, 'Laden Sie Ihren Lebenslauf hoch');
  const picker = cvStep.getByLabel(/^Ihr Lebenslauf/);

  // Regression: the server's English ('lebenslauf-scan.pdf is larger than 20 MB.') showed in German.
  await picker.setInputFiles(oversizedPdf('lebenslauf-scan.pdf'));
  await cvStep.getByRole('button', { name: 'Hochladen' }).click();
  await expectToast(page, 'Die Datei ist grösser als 20 MB. Bitte wählen Sie eine Datei bis 20 MB.');
  await expect(cvStep.getByText('lebenslauf-scan.pdf')).toBeVisible();

  await picker.setInputFiles(
    disguised('notizen.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  );
  await cvStep.getByRole('button', { name: 'Hochladen' }).click();
  await expectToast(page, 'Dieser Dateityp wird nicht akzeptiert. Bitte wählen Sie eine PDF-, DOC- oder DOCX-Datei.');
  await expect(cvStep.getByRole('button', { name: 'notizen.docx entfernen' })).toBeVisible();
  await expect(page.getByText(/ is (not a|larger than) /)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
