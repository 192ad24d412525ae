import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expectNoEnglish, translate } from './english-texts';
import { dashboard } from './explore-helpers';
import { expectToast, operator, pdf, uniqueEmail } from './journey';

// A whole journey, with the English check and axe on every page: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });

const languages = [
  // How a user of the language starts typing German, to add it among their languages.
  { language: 'fr', name: 'Français', german: 'allem' },
  { language: 'it', name: 'Italiano', german: 'tedes' },
  { language: 'de', name: 'Deutsch', german: 'deut' },
] as const;

for (const { language, name, german } of languages) {
  test(`${name}: register, upload the documents, sign in, search, apply, edit the profile and log out, with no English on the way`, async ({
    page,
  }) => {
    const say = (english: string, where?: string) => translate(language, english, where);
    /** Every page visited is checked: no text of the English catalogs, and axe. */
    const checkPage = async () => {
      await expectNoEnglish(page, language);
      await expectNoAxeViolations(page);
    };
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption(name);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkPage();

    // Registration, through the form.
    const jumper = { email: uniqueEmail(`journey-${language}`), password: 'Summit!Trail42' };
    await page.goto('/register/jumper');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkPage();
    await page.getByRole('radio', { name: say('Female') }).check();
    await page.getByRole('textbox', { name: say('Pronounce', 'registration-form'), exact: true }).fill('elle');
    await page.getByRole('textbox', { name: say('First name'), exact: true }).fill('Anna');
    await page.getByRole('textbox', { name: say('Last name'), exact: true }).fill('Muster');
    await page.getByRole('textbox', { name: say('DOB'), exact: true }).fill('1994-05-17');
    await page.getByRole('textbox', { name: say('Mobile number') }).fill('79 123 45 67');
    await page.getByRole('textbox', { name: say('Email'), exact: true }).fill(jumper.email);
    await page.getByRole('textbox', { name: say('Password'), exact: true }).fill(jumper.password);
    await page.getByRole('button', { name: say('Create Account') }).click();
    await expectToast(page, say('Jumper Registered Successfully.'));

    // The three documents.
    await expect(page).toHaveURL('/jumper/upload-document');
    await checkPage();
    for (const [box, file] of [
      ['Upload CV', 'cv.pdf'],
      ['Certificate Or Diploma', 'diploma.pdf'],
      ['Job Reference', 'reference.pdf'],
    ] as const) {
      const upload = page.locator('[data-slot="upload-box"]').filter({ hasText: say(box, 'documents') });
      await upload.locator('input[type="file"]').setInputFiles(pdf(file));
      await expect(upload.getByText(file)).toBeVisible();
    }
    const review = page.getByRole('dialog', { name: say('Your Uploaded Documents Are Under Review.') });
    await expect(review).toBeVisible();
    await checkPage();
    await review.getByRole('button', { name: say('OK') }).click();
    operator('verify', jumper.email);

    // Verified: signing in again, through the form.
    await page.reload();
    await expect(page.getByText(say('Your Documents Are Verified, Please Login Again!'))).toBeVisible();
    await checkPage();
    await expect(page).toHaveURL('/login/jumper');
    await checkPage();
    await page.getByRole('textbox', { name: say('Email'), exact: true }).fill(jumper.email);
    await page.getByRole('textbox', { name: say('Password'), exact: true }).fill(jumper.password);
    await page.getByRole('button', { name: say('Sign In with Email') }).click();
    await expect(page).toHaveURL('/jumper/explore');

    // Searching, and the first job's detail.
    const [job] = (await dashboard(page, 'page=1&per_page=5')).jobs;
    const title = job!.job_name!;
    const detail = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(detail).toBeVisible();
    await checkPage();
    const search = page.getByRole('searchbox');
    await search.fill(title);
    await search.press('Enter');
    await expect(detail).toBeVisible();
    await checkPage();

    // Applying: each step of the flow, then the application among the engagements.
    await detail.getByRole('button', { name: say('Apply', 'job-detail') }).click();
    const explainer = page.getByRole('dialog', { name: say('How Applying Works') });
    await expect(explainer).toBeVisible();
    await checkPage();
    await explainer.getByRole('button', { name: say('Continue') }).click();
    const languagesStep = page.getByRole('dialog', { name: say('Your Languages') });
    await expect(languagesStep).toBeVisible();
    await checkPage();
    const languageSearch = languagesStep.getByRole('searchbox');
    await languageSearch.fill(german);
    await languageSearch.press('Enter');
    await expect(languagesStep.getByRole('slider')).toBeVisible();
    await checkPage();
    await languagesStep.getByRole('button', { name: say('Continue') }).click();
    const directions = page.getByRole('dialog', { name: say('Your Way To Work') });
    await expect(directions).toBeVisible();
    const address = directions.getByRole('textbox', { name: say('Your address') });
    await address.fill('Limmatquai 1, 8001 Zürich');
    await address.press('Enter');
    await expect(directions.getByRole('tabpanel').getByRole('definition').first()).toHaveText(/^\d+ (min|h)/);
    await checkPage();
    await directions.getByRole('button', { name: say('Send Application') }).click();
    const sent = page.getByRole('dialog', { name: say("We've Sent Your Application") });
    await expect(sent).toBeVisible();
    await checkPage();
    await sent.getByRole('button', { name: say('View My Applications') }).click();
    await expect(page).toHaveURL('/jumper/engagement');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await checkPage();

    // The profile: About Me, saved.
    await page.goto('/jumper/profile');
    const aboutMe = page.getByRole('textbox', { name: say('About Me'), exact: true });
    await expect(aboutMe).toBeVisible();
    await checkPage();
    await aboutMe.fill('Cariste depuis six ans, disponible la nuit.');
    await page.getByRole('button', { name: say('Save', 'profile-summary'), exact: true }).click();
    await expectToast(page, say('Description updated successfully'));
    await checkPage();

    // Logging out, from the settings.
    await page.goto('/jumper/setting/account');
    await expect(page.getByText(jumper.email)).toBeVisible();
    await checkPage();
    await page.getByRole('button', { name: say('Log-Out') }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await checkPage();
    await confirm.getByRole('button', { name: say('Log-Out') }).click();
    await expect(page).toHaveURL('/');
    await checkPage();
  });
}
