import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expectToast, operator, pdf, registerThroughApi, registerThroughForm, uniqueEmail } from './journey';

async function uploadInto(page: Page, boxTitle: string, fileName: string) {
  const box = page.locator('[data-slot="upload-box"]').filter({ hasText: boxTitle });
  await box.locator('input[type="file"]').setInputFiles(pdf(fileName));
  await expect(box.getByText(fileName)).toBeVisible();
}

test('documents: upload three, wait for review, get verified by the operator, sign in for good', async ({
  page,
  browser,
}) => {
  const jumper = { email: uniqueEmail('dora'), password: 'Summit!Trail42' };
  await registerThroughForm(page, jumper);
  await expect(page).toHaveURL('/jumper/upload-document');
  await expect(page.getByText('0 of 3 documents uploaded')).toBeVisible();
  await expectNoAxeViolations(page);

  // A file that only pretends to be a PDF is refused by its content.
  const cvBox = page.locator('[data-slot="upload-box"]').filter({ hasText: 'Upload CV' });
  await cvBox.locator('input[type="file"]').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ\x90\x00 this is an executable'),
  });
  await expect(
    cvBox.getByText('This type of file is not accepted. Please choose a PDF, JPG or JPEG file.'),
  ).toBeVisible();

  await uploadInto(page, 'Upload CV', 'anna-cv.pdf');
  await uploadInto(page, 'Certificate Or Diploma', 'diploma.pdf');
  await expect(page.getByText('2 of 3 documents uploaded')).toBeVisible();

  // The cross removes a stored document on the server too.
  await page.getByRole('button', { name: 'Remove diploma.pdf' }).click();
  await expectToast(page, 'Certificate deleted successfully');
  await uploadInto(page, 'Certificate Or Diploma', 'diploma-2.pdf');
  await uploadInto(page, 'Job Reference', 'reference.pdf');

  const review = page.getByRole('dialog', { name: 'Your Uploaded Documents Are Under Review.' });
  await expect(review).toBeVisible();
  await expectNoAxeViolations(page);
  await review.getByRole('button', { name: 'OK' }).click();

  // Reloading shows what the server stored.
  await page.reload();
  await expect(page.getByText('3 of 3 documents uploaded')).toBeVisible();
  await expect(page.getByText('reference.pdf')).toBeVisible();

  expect(operator('review-list')).toContain(jumper.email);
  expect(operator('verify', jumper.email)).toContain(jumper.email);

  // The registration-only token learns of the verification on the upload screen.
  await page.reload();
  await expect(page.getByText('Your Documents Are Verified, Please Login Again!')).toBeVisible();
  await expect(page).toHaveURL('/login/jumper');

  await page.getByLabel('Email').fill(jumper.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(jumper.password);
  await page.getByRole('checkbox', { name: 'Keep Me Signed In' }).check();
  await page.getByRole('button', { name: 'Sign In with Email' }).click();
  await expect(page).toHaveURL('/jumper/explore');

  // Keep Me Signed In: a new browser context with the same storage is still signed in.
  const persisted = await page.context().storageState();
  const reopened = await browser.newContext({ storageState: persisted });
  const again = await reopened.newPage();
  await again.goto('/');
  await expect(again).toHaveURL('/jumper/explore');
  await reopened.close();

  // Log-out revokes the key on the server and forgets it in the browser.
  const key = await page.evaluate(() => JSON.parse(localStorage.getItem('jumpers.session') ?? '{}').key as string);
  await page.goto('/jumper/setting/account');
  await expect(page.getByText(jumper.email)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Log-Out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log-Out' }).click();
  await expect(page).toHaveURL('/');
  expect(
    await page.evaluate(() => [localStorage.getItem('jumpers.session'), sessionStorage.getItem('jumpers.session')]),
  ).toEqual([null, null]);
  const refused = await page.request.get('/api/v1/account_setting', { headers: { Authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
});

test('without Keep Me Signed In, closing the browser ends the session', async ({ page, browser }) => {
  const jumper = { email: uniqueEmail('emil'), password: 'Summit!Trail42' };
  await registerThroughForm(page, jumper);
  await expect(page).toHaveURL('/jumper/upload-document');
  await uploadInto(page, 'Upload CV', 'cv.pdf');
  await uploadInto(page, 'Certificate Or Diploma', 'diploma.pdf');
  await uploadInto(page, 'Job Reference', 'reference.pdf');
  operator('verify', jumper.email);

  await page.goto('/login/jumper');
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/login/jumper');
  await page.getByLabel('Email').fill(jumper.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(jumper.password);
  await page.getByRole('button', { name: 'Sign In with Email' }).click();
  await expect(page).toHaveURL('/jumper/explore');

  const reopened = await browser.newContext({ storageState: await page.context().storageState() });
  const again = await reopened.newPage();
  await again.goto('/jumper/explore');
  await expect(again).toHaveURL('/');
  await reopened.close();
});

// A 120-character file name without spaces widened the upload page to about 655 px at 375 px (sideways scroll).
for (const width of [320, 375, 1280]) {
  test(`upload documents: a long file name never makes the page wider than a ${width} px viewport`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await registerThroughApi(page, 'long');
    await expect(page.getByText('0 of 3 documents uploaded')).toBeVisible();
    const longName = `${'lebenslauf_anna_muster_'.repeat(6).slice(0, 116)}.pdf`;
    expect(longName).toHaveLength(120);
    await uploadInto(page, 'Upload CV', longName);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, `page is ${scrollWidth} px wide in a ${innerWidth} px viewport`).toBeLessThanOrEqual(
      innerWidth,
    );
    // The whole name stays available, to screen readers too.
    await expect(page.getByRole('button', { name: `Remove ${longName}` })).toBeVisible();
  });
}

// The reason ran into the next sentence ('CV unreadable Please upload them again.'), and the red banner
// stayed beside the 'under review' dialog after a re-upload until a reload.
test('upload documents: a rejection reads as sentences, and re-uploading takes its banner away', async ({ page }) => {
  const { email, key } = await registerThroughApi(page, 'rejected');
  const headers = { Authorization: `Bearer ${key}` };
  await page.request.put('/api/v1/jumpers/upload_cv', { headers, multipart: { 'jumper[upload_cv]': pdf('cv.pdf') } });
  await page.request.post('/api/v1/certificate_documents', {
    headers,
    multipart: { 'certificate_document[file]': pdf('diploma.pdf') },
  });
  await page.request.post('/api/v1/employment_references', {
    headers,
    multipart: { 'employment_reference[file]': pdf('reference.pdf') },
  });
  operator('reject', email, '--reason', 'CV unreadable');

  await page.reload();
  await expect(
    page.getByText('Your documents were not accepted: CV unreadable. Please upload them again.'),
  ).toBeVisible();
  // The language drop-down is off on this screen; a jumper who chose German earlier sees it in German.
  await page.evaluate(() => localStorage.setItem('jumpers.language', 'de'));
  await page.reload();
  await expect(
    page.getByText('Ihre Dokumente wurden nicht akzeptiert: CV unreadable. Bitte laden Sie sie erneut hoch.'),
  ).toBeVisible();
  await page.evaluate(() => localStorage.setItem('jumpers.language', 'en'));
  await page.reload();

  await page.getByRole('button', { name: 'Remove cv.pdf' }).click();
  await uploadInto(page, 'Upload CV', 'cv-readable.pdf');
  await expect(page.getByRole('dialog', { name: 'Your Uploaded Documents Are Under Review.' })).toBeVisible();
  await expect(page.getByText(/Your documents were not accepted/)).toHaveCount(0);
});

// The 'Please Login Again' screen said '0 of 3 documents uploaded' above three empty boxes.
test('upload documents: once verified, the screen shows the three documents, not an empty upload', async ({ page }) => {
  const { email, key } = await registerThroughApi(page, 'verified');
  const headers = { Authorization: `Bearer ${key}` };
  await page.request.put('/api/v1/jumpers/upload_cv', { headers, multipart: { 'jumper[upload_cv]': pdf('cv.pdf') } });
  await page.request.post('/api/v1/certificate_documents', {
    headers,
    multipart: { 'certificate_document[file]': pdf('diploma.pdf') },
  });
  await page.request.post('/api/v1/employment_references', {
    headers,
    multipart: { 'employment_reference[file]': pdf('reference.pdf') },
  });
  await page.reload();
  await expect(page.getByText('3 of 3 documents uploaded')).toBeVisible();
  operator('verify', email);

  // The lists answer after the profile, as on a slow connection: the screen must not count what it has not read.
  for (const list of ['**/api/v1/certificate_documents', '**/api/v1/employment_references']) {
    await page.route(list, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
  }
  await page.reload();
  await expect(page.getByText('Your Documents Are Verified, Please Login Again!')).toBeVisible();
  // Read at once, not retried: the wrong count showed while the lists were still on their way.
  expect(await page.getByText(/[0-2] of 3 documents uploaded/).count()).toBe(0);
  await expect(page.getByText('3 of 3 documents uploaded')).toBeVisible();
  await expect(page.getByText('reference.pdf')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Document' })).toHaveCount(0);
  await expect(page).toHaveURL('/login/jumper');
});
