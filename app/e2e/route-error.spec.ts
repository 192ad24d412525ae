import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { chunkOf } from './chunks';
import { chooseLanguage, signInVerifiedJumper } from './journey';

// A page's code is a chunk of its own, loaded when the page is first visited. After a deploy the chunk an
// open tab asks for may be gone; an aborted request stands for that here.
const exploreChunk = () => `**${chunkOf('src/features/explore/explore-page.tsx')}`;
const legalChunk = () => `**${chunkOf('src/features/legal/legal-document-page.tsx')}`;
const abort = (route: { abort: () => Promise<void> }) => route.abort();

const texts = {
  English: { title: 'This page could not be loaded', reload: 'Reload' },
  Deutsch: { title: 'Diese Seite konnte nicht geladen werden', reload: 'Neu laden' },
} as const;

const languages = ['English', 'Deutsch'] as const;
const widths = [375, 1280] as const;

/** The error screen as a user meets it: its heading has the focus, Reload and the way home are offered. */
async function expectErrorScreen(page: Page, language: keyof typeof texts, home: { name: string; href: string }) {
  const title = page.getByRole('heading', { name: texts[language].title, level: 1 });
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();
  await expect(page.getByRole('button', { name: texts[language].reload })).toBeVisible();
  await expect(page.getByRole('link', { name: home.name })).toHaveAttribute('href', home.href);
  await expectNoAxeViolations(page);
}

test('a public page whose code fails to load shows the error screen in English and German, at 375 and 1280 px', async ({
  page,
}) => {
  const home = { English: 'Back to the start page', Deutsch: 'Zurück zur Startseite' };
  await page.route(legalChunk(), abort);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const language of languages) {
      await page.goto('/');
      await chooseLanguage(page, language);
      await page.goto('/legal/imprint');
      await expectErrorScreen(page, language, { name: home[language], href: '/' });
    }
  }

  // The way home leads to the landing page, whose code still loads.
  await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Anmelden / Registrieren' })).toBeVisible();

  // Reload, once the code can be fetched again, shows the page that failed.
  await page.goto('/legal/imprint');
  await expect(page.getByRole('heading', { name: texts.Deutsch.title })).toBeVisible();
  await page.unroute(legalChunk(), abort);
  await page.getByRole('button', { name: 'Neu laden' }).click();
  await expect(page.getByRole('heading', { name: 'Impressum', level: 1 })).toBeVisible();
  await expect(page).toHaveURL('/legal/imprint');
});

test('in the jumper area a failed explore chunk shows the error screen inside the area, with Reload and the way to Explore', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const home = { English: 'Back to Explore', Deutsch: 'Zurück zu Entdecken' };
  await signInVerifiedJumper(page, 'route-error');
  await page.route(exploreChunk(), abort);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const language of languages) {
      await page.goto('/jumper/engagement');
      await chooseLanguage(page, language);
      await page.goto('/jumper/explore');
      await expectErrorScreen(page, language, { name: home[language], href: '/jumper/explore' });
      // The area's navigation stays, so the jumper can go elsewhere.
      await expect(page.getByRole('navigation', { name: /^(Main|Hauptnavigation)$/ })).toBeVisible();
    }
  }

  await page.unroute(exploreChunk(), abort);
  await page.getByRole('button', { name: 'Neu laden' }).click();
  await expect(page.getByRole('heading', { name: 'Entdecken', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.Deutsch.title })).toHaveCount(0);
  await expect(page).toHaveURL('/jumper/explore');
});
