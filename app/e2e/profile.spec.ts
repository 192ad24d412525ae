import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { chooseLanguage, expectToast, signInVerifiedJumper } from './journey';
import { disguised, png } from './profile-files';

const tabs = (page: Page, label = 'Profile sections') => page.getByRole('navigation', { name: label });

async function openProfile(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/jumper/profile');
  await expect(page.getByRole('heading', { name: 'Jumper Profile', level: 1 })).toBeVisible();
}

test('the profile shows the tab bar, the summary and the Jumper Profile sub-page, also for unknown tabs', async ({
  page,
}) => {
  const jumper = await signInVerifiedJumper(page, 'profile-layout');
  await openProfile(page);

  const bar = tabs(page);
  await expect(bar.getByRole('link')).toHaveText([
    'Jumper Profile',
    'Payslips',
    'Bank Account details',
    'Social Security',
    'Video Recordings',
  ]);
  await expect(bar.getByRole('link', { name: 'Jumper Profile' })).toHaveAttribute('aria-current', 'page');

  // The summary: names, contact info, no address yet.
  await expect(page.getByRole('heading', { name: 'Anna Muster' })).toBeVisible();
  await expect(page.getByText('+41 79 123 45 67', { exact: true })).toBeVisible();
  await expect(page.getByText(jumper.email)).toBeVisible();
  await expect(page.getByText('Address not found')).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard: the tabs are links that Enter follows.
  await bar.getByRole('link', { name: 'Video Recordings' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/jumper/profile/video-recording');
  await expect(page.getByRole('heading', { name: 'Video Recordings', level: 1 })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Video Recordings' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: 'Jumper Profile' })).not.toHaveAttribute('aria-current');
  // The summary stays beside every tab.
  await expect(page.getByRole('heading', { name: 'Anna Muster' })).toBeVisible();

  await bar.getByRole('link', { name: 'Payslips' }).click();
  await expect(page).toHaveURL('/jumper/profile/payslip');
  await expect(bar.getByRole('link', { name: 'Payslips' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/jumper/profile/no-such-tab');
  await expect(page.getByRole('heading', { name: 'Jumper Profile', level: 1 })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Jumper Profile' })).toHaveAttribute('aria-current', 'page');
});

test('the summary sits left of the sub-page on wide screens and above it on narrow ones', async ({ page }) => {
  await signInVerifiedJumper(page, 'profile-width');
  await openProfile(page);
  const name = page.getByRole('heading', { name: 'Anna Muster' });
  const subPage = page.getByRole('heading', { name: 'CV', level: 2 });
  await page.setViewportSize({ width: 1024, height: 800 });
  const [wideName, wideSub] = [await name.boundingBox(), await subPage.boundingBox()];
  expect(wideName!.x + wideName!.width).toBeLessThan(wideSub!.x);
  await page.setViewportSize({ width: 375, height: 800 });
  const [narrowName, narrowSub] = [await name.boundingBox(), await subPage.boundingBox()];
  expect(narrowName!.y + narrowName!.height).toBeLessThan(narrowSub!.y);
  await expectNoAxeViolations(page);
});

/** The headings of the page in document order, as assistive technology lists them. */
async function headingOutline(page: Page) {
  return page.getByRole('heading').evaluateAll((headings) =>
    headings.map((heading) => ({
      level: Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1)),
      name: heading.textContent?.trim(),
    })),
  );
}

test('every profile sub-page starts with its one h1, the name of its tab, and skips no heading level', async ({
  page,
}) => {
  await signInVerifiedJumper(page, 'profile-headings');
  await openProfile(page);
  // Each tab with something that shows its sub-page has loaded.
  for (const [tab, loaded] of [
    ['Jumper Profile', page.getByRole('heading', { name: 'Job Profiles', level: 2 })],
    ['Payslips', page.getByRole('heading', { name: 'No payslips yet', level: 2 })],
    ['Bank Account details', page.getByRole('button', { name: 'Add your bank account details' })],
    ['Social Security', page.getByRole('heading', { name: 'Add Personal Info', level: 2 })],
    ['Video Recordings', page.getByText('No video recording yet.')],
  ] as const) {
    await tabs(page).getByRole('link', { name: tab }).click();
    await expect(loaded).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Anna Muster' })).toBeVisible();
    const outline = await headingOutline(page);
    // Regression: the summary's h2 (the jumper's name) came before the sub-page's h1.
    expect(outline[0], tab).toEqual({ level: 1, name: tab });
    expect(
      outline.filter(({ level }) => level === 1),
      tab,
    ).toHaveLength(1);
    for (const [index, heading] of outline.entries()) {
      const previous = outline[index - 1]?.level ?? 0;
      expect(heading.level, `${tab}: ${heading.name} after an h${previous}`).toBeLessThanOrEqual(previous + 1);
    }
  }
});

test('About Me is saved, read back after a reload, and a failed save keeps the text', async ({ page }) => {
  await signInVerifiedJumper(page, 'about-me');
  await openProfile(page);
  const aboutMe = page.getByLabel('About Me');
  await expect(aboutMe).toHaveAttribute('maxlength', '5000');
  const description = 'Forklift driver with six years in logistics, SUVA certified, ready for night shifts.';
  await aboutMe.fill(description);
  await expect(page.getByText(`${description.length} / 5000`)).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Description updated successfully');
  await page.reload();
  await expect(page.getByLabel('About Me')).toHaveValue(description);

  // The server fails once: the message, and the text the user typed is still there.
  await page.route('**/api/v1/jumper_profile/update', (route) => route.fulfill({ status: 500, body: '{}' }), {
    times: 1,
  });
  const changed = `${description} Also a trained first aider.`;
  await page.getByLabel('About Me').fill(changed);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Error updating description');
  await expect(page.getByLabel('About Me')).toHaveValue(changed);
  await page.reload();
  await expect(page.getByLabel('About Me')).toHaveValue(description);
});

test('View Tips opens real guidance on writing a good profile, in English and German', async ({ page }) => {
  await signInVerifiedJumper(page, 'tips');
  await openProfile(page);
  await page.getByRole('button', { name: 'View Tips' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tips for a good profile' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Show results, not only duties')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'View Tips' })).toBeFocused();

  await chooseLanguage(page, 'Deutsch');
  await expect(tabs(page, 'Profilbereiche').getByRole('link', { name: 'Jumper-Profil' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('button', { name: 'Tipps ansehen' }).click();
  const german = page.getByRole('dialog', { name: 'Tipps für ein gutes Profil' });
  await expect(german.getByText('Zeigen Sie Ergebnisse, nicht nur Aufgaben')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the photo pencil uploads an image, shown again after a reload; a file that is no image is refused', async ({
  page,
}) => {
  await signInVerifiedJumper(page, 'photo');
  await openProfile(page);
  await expect(page.getByRole('img', { name: 'Anna Muster' })).toHaveJSProperty('tagName', 'SPAN');

  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change photo' }).click();
  await (await chooser).setFiles(png('portrait.png'));
  await expectToast(page, 'Profile updated successfully');
  await expect(page.getByRole('img', { name: 'Anna Muster' })).toHaveJSProperty('tagName', 'IMG');
  await page.reload();
  const photo = page.getByRole('img', { name: 'Anna Muster' });
  await expect(photo).toHaveJSProperty('tagName', 'IMG');
  const photoResponse = await page.request.get((await photo.getAttribute('src'))!);
  expect(photoResponse.headers()['content-type']).toBe('image/png');

  await page.route('**/api/v1/jumper_profile/update', (route) => route.fulfill({ status: 500, body: '{}' }), {
    times: 1,
  });
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change photo' }).click();
  await (await chooser).setFiles(png('portrait-2.png'));
  // The first version's bare 'Error' (the toast reads its kind first to screen readers: 'Error: Error').
  await expect(page.getByText('Error: Error', { exact: true }).filter({ visible: true })).toBeVisible();

  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change photo' }).click();
  await (await chooser).setFiles(disguised('holiday.png', 'image/png'));
  await expectToast(page, 'This type of file is not accepted. Please choose a PNG, JPG or JPEG image.');
});

test('the whole profile speaks German after switching the language', async ({ page }) => {
  await signInVerifiedJumper(page, 'profile-german');
  await openProfile(page);
  await chooseLanguage(page, 'Deutsch');
  await expect(page.getByRole('heading', { name: 'Jumper-Profil', level: 1 })).toBeVisible();
  for (const heading of [
    'Lebenslauf',
    'Berufserfahrung',
    'Sprachkenntnisse',
    'Ausbildung',
    'Zeugnisse und Diplome',
    'Arbeitsreferenzen',
    'Pass/ID/Aufenthaltsbewilligung',
    'Jobprofile',
  ]) {
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  }
  await expect(page.getByText('Keine Adresse gefunden')).toBeVisible();
  await expect(page.getByLabel('Über mich')).toBeVisible();
  await page.getByRole('button', { name: 'Berufserfahrung hinzufügen', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Berufserfahrung hinzufügen' });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Der Firmenname ist erforderlich.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  await tabs(page, 'Profilbereiche').getByRole('link', { name: 'Videoaufnahmen' }).click();
  await expect(page.getByRole('heading', { name: 'Videoaufnahmen', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Videoaufnahme hinzufügen' })).toBeVisible();
  await expectNoAxeViolations(page);
});
