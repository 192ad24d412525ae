import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { dashboard } from './explore-helpers';
import { chooseLanguage, signInVerifiedJumper, uniqueEmail } from './journey';

// The server explains a refusal in English and says what it is by a code; the app words the code in the user's
// language (docs/product-rules.md#failures-and-their-messages). Regressions: in German, the banner of an e-mail that
// has an account, a locked sign-in ('Something went wrong') and the apply flow's languages ('German hinzufügen')
// were English or wrong.

test.describe.configure({ timeout: 180_000 });

const randomOctet = () => Math.floor(Math.random() * 254) + 1;

/**
 * This page's requests come from an address of their own (the server trusts one proxy in these runs), so that its
 * sign-ins and registrations neither use up nor meet the per-address limits of the other journeys.
 */
async function ownAddress(page: Page): Promise<Record<string, string>> {
  const headers = { 'X-Forwarded-For': `10.${randomOctet()}.${randomOctet()}.${randomOctet()}` };
  await page.context().setExtraHTTPHeaders(headers);
  return headers;
}

async function registerThroughApi(page: Page, headers: Record<string, string>, email: string, password: string) {
  const response = await page.request.post('/api/v1/user', {
    headers,
    data: {
      user: {
        gender: 1,
        first_name: 'Anna',
        last_name: 'Muster',
        pronounce: 'sie',
        dob: '1994-05-17',
        country_code: '+41',
        mobile_number: '0791234567',
        email,
        password,
        role: 'jumper',
        user_name: '',
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('German: registering an e-mail that has an account shows the banner in German', async ({ page }) => {
  const headers = await ownAddress(page);
  const email = uniqueEmail('zweimal');
  await registerThroughApi(page, headers, email, 'Summit!Trail42');

  await page.goto('/register/jumper');
  await chooseLanguage(page, 'Deutsch');
  await page.getByRole('radio', { name: 'Weiblich' }).check();
  await page.getByLabel('Anrede').fill('sie');
  await page.getByLabel('Vorname').fill('Anna');
  await page.getByLabel('Nachname').fill('Muster');
  await page.getByLabel('Geburtsdatum').fill('1994-05-17');
  await page.getByRole('textbox', { name: 'Mobilnummer' }).fill('0791234567');
  await page.getByLabel('E-Mail').fill(email.toUpperCase());
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Summit!Trail42');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();

  const banner = page.getByRole('alert').filter({ hasText: 'Konto' });
  await expect(banner).toHaveText(
    'Mit dieser E-Mail-Adresse gibt es schon ein Konto. Bitte melden Sie sich stattdessen an.',
  );
  await expect(page.getByText('An account with this e-mail already exists')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a locked sign-in says it is paused, for how many minutes, and offers the password reset, in English and German', async ({
  page,
}) => {
  const headers = await ownAddress(page);
  const email = uniqueEmail('gesperrt');
  const password = 'Summit!Trail42';
  await registerThroughApi(page, headers, email, password);
  // Ten wrong passwords from this address pause sign-in for this account (15 minutes).
  for (let attempt = 1; attempt <= 10; attempt++) {
    const refused = await page.request.post('/api/v1/user/sign_in', {
      headers,
      data: { user: { email, password: 'Wrong!Guess42' } },
    });
    expect(refused.status(), `attempt ${attempt}`).toBe(422);
  }

  await page.goto('/login/jumper');
  await page.getByLabel('Email').fill(email);
  // Regression: the right password, refused while sign-in is paused, showed 'Something went wrong, Please try again!'.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In with Email' }).click();
  const paused = page.getByRole('alert').filter({ hasText: 'paused' });
  await expect(paused).toContainText(
    'Sign-in is paused for 15 minutes after too many failed attempts. Please try again then, or reset your password.',
  );
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  const reset = paused.getByRole('link', { name: 'Reset your password' });
  await expect(reset).toHaveAttribute('href', '/login/jumper#forgot-password');
  await expectNoAxeViolations(page);
  await reset.click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await chooseLanguage(page, 'Deutsch');
  await page.getByRole('button', { name: 'Mit E-Mail anmelden' }).click();
  const pausiert = page.getByRole('alert').filter({ hasText: 'pausiert' });
  await expect(pausiert).toContainText(
    'Nach zu vielen Fehlversuchen ist die Anmeldung für 15 Minuten pausiert. Bitte versuchen Sie es danach erneut oder setzen Sie Ihr Passwort zurück.',
  );
  await expect(pausiert.getByRole('link', { name: 'Passwort zurücksetzen' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The link works on its own too: its address, opened afresh (a new tab), opens the password reset.
  await page.goto('/');
  await page.goto('/login/jumper#forgot-password');
  await expect(page.getByRole('dialog', { name: 'Passwort vergessen' })).toBeVisible();
});

test("German: the apply flow's language step names the languages in German", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInVerifiedJumper(page, 'sprachen');
  await chooseLanguage(page, 'Deutsch');
  const [job] = (await dashboard(page, 'page=1&per_page=5')).jobs;
  await page.getByRole('article', { name: job!.job_name }).getByRole('button', { name: 'Bewerben' }).click();
  const explainer = page.getByRole('dialog', { name: 'So funktioniert die Bewerbung' });
  // The CV on file takes the flow past the CV step, once the profile has loaded.
  await expect(explainer.getByText(/Ihr Lebenslauf \(cv\.pdf\) ist gespeichert/)).toBeVisible();
  await explainer.getByRole('button', { name: 'Weiter' }).click();

  const languages = page.getByRole('dialog', { name: 'Ihre Sprachen' });
  const offered = languages.getByRole('list', { name: 'Sprachen suchen' });
  // Regression: 'German hinzufügen', 'Italian hinzufügen', … (the server's English names).
  for (const name of ['Italienisch', 'Spanisch', 'Englisch']) {
    await expect(offered.getByRole('button', { name: `${name} hinzufügen` })).toBeVisible();
  }
  for (const text of await offered.getByRole('button').allInnerTexts()) {
    expect(text).toMatch(/^(Deutsch|Italienisch|Spanisch|Englisch) hinzufügen$/);
  }
  await expect(languages.getByText(/German|Italian|Spanish|English/)).toHaveCount(0);
  // German is found by its German name (a job that asks for German lists it already, at its level).
  if ((await offered.getByRole('button', { name: 'Deutsch hinzufügen' }).count()) > 0) {
    await languages.getByRole('searchbox', { name: 'Sprachen suchen' }).fill('deu');
    await languages.getByRole('searchbox', { name: 'Sprachen suchen' }).press('Enter');
  }
  await expect(languages.getByRole('slider', { name: 'Deutsch' })).toBeVisible();
  await expectNoAxeViolations(page);
});
