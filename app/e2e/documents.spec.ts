import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expectToast, operator, pdf, registerThroughForm, uniqueEmail } from './journey';

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
  await expect(page).toHaveURL('/jumper/upload-document', { timeout: 5000 });
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
  await expect(page).toHaveURL('/login/jumper', { timeout: 5000 });

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
  await expect(page).toHaveURL('/jumper/upload-document', { timeout: 5000 });
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
