import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { chooseLanguage } from './journey';

test('the footer legal links open public pages for a visitor who is not signed in', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');

  await footer.getByRole('link', { name: 'Imprint' }).click();
  await expect(page).toHaveURL('/legal/imprint');
  await expect(page.getByRole('heading', { name: 'Imprint', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Example data: the company address/)).toBeVisible();
  await expectNoAxeViolations(page);

  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/legal/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy and cookies policy', level: 1 })).toBeVisible();
  // It says what the app really keeps in the browser.
  await expect(page.getByText(/your session key, after you register or sign in: in local storage/)).toBeVisible();
  await expect(
    page.getByText(/your language choice \(English, German, French or Italian\), in local storage/),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await footer.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL('/legal/terms');
  await expect(page.getByRole('heading', { name: 'Terms and conditions', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await footer.getByRole('link', { name: 'GAV Personalverleih' }).click();
  await expect(page).toHaveURL('/legal/gav');
  await expect(page.getByRole('heading', { name: 'GAV Personalverleih', level: 1 })).toBeVisible();
  const source = page.getByRole('link', { name: 'tempservice.ch (opens in a new tab)' });
  await expect(source).toHaveAttribute('href', 'https://www.tempservice.ch');
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', /noopener/);
  await expectNoAxeViolations(page);

  // The other legal texts are linked from each one.
  await page.getByRole('navigation', { name: 'Legal documents' }).getByRole('link', { name: 'Imprint' }).click();
  await expect(page).toHaveURL('/legal/imprint');

  // A reload (the server serves the app for any client route) and German.
  await page.reload();
  await chooseLanguage(page, 'Deutsch');
  await expect(page.getByRole('heading', { name: 'Impressum', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Beispieldaten:/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown legal page is a 404', async ({ page }) => {
  await page.goto('/legal/nothing');
  await expect(page.getByRole('heading', { name: '404 Page Not Found!' })).toBeVisible();
});

test('the accessibility statement is reachable from the footer, in the four languages, and axe-clean', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL('/accessibility');
  await expect(page.getByRole('heading', { name: 'Accessibility statement', level: 1 })).toBeVisible();
  await expect(page.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Known limitations', level: 2 })).toBeVisible();
  await expect(page.getByText(/^The job map is a picture/)).toBeVisible();
  // Barriers are reported by e-mail, to the address the imprint gives; the mail program opens, not a new tab.
  const contact = page.getByRole('link', { name: 'info@jumpers.example' });
  await expect(contact).toHaveAttribute('href', 'mailto:info@jumpers.example');
  await expect(contact).not.toHaveAttribute('target');
  await expect(page.getByText(/last checked, on 21 November 2026\.$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await chooseLanguage(page, 'Deutsch');
  await expect(page.getByRole('heading', { name: 'Erklärung zur Barrierefreiheit', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bekannte Einschränkungen', level: 2 })).toBeVisible();
  await expect(page.getByText(/zuletzt am 21\. November 2026 überarbeitet/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The German footer leads there too, after a reload (the server serves the app for any client route).
  await page.goto('/legal/imprint');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Barrierefreiheit' }).click();
  await expect(page).toHaveURL('/accessibility');
  await expect(page.getByRole('heading', { name: 'Erklärung zur Barrierefreiheit', level: 1 })).toBeVisible();

  // French and Italian, each with its day written the Swiss way.
  await chooseLanguage(page, 'Français');
  await expect(page.getByRole('heading', { name: 'Déclaration d’accessibilité', level: 1 })).toBeVisible();
  await expect(page.getByText(/revue pour la dernière fois le 21 novembre 2026,/)).toBeVisible();
  await expectNoAxeViolations(page);
  await chooseLanguage(page, 'Italiano');
  await expect(page.getByRole('heading', { name: 'Dichiarazione di accessibilità', level: 1 })).toBeVisible();
  await expect(page.getByText(/riveduta l’ultima volta il 21 novembre 2026,/)).toBeVisible();
  await expectNoAxeViolations(page);
});

// What the accessibility statement says of the public pages: they fit 320 px (a laptop at 400 % zoom) without
// scrolling sideways, and pass axe in forced-colours (high-contrast) mode.
for (const address of ['/', '/legal/imprint', '/legal/privacy', '/legal/terms', '/legal/gav', '/accessibility']) {
  test(`${address} fits 320 px without scrolling sideways and passes axe in forced colours`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
}
