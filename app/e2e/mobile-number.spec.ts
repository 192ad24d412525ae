import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { authHeaders } from './explore-helpers';
import { expectToast, operator, pdf, registerThroughForm, uniqueEmail } from './journey';

// Regression: with +41 chosen, the national number 79 123 45 67 was refused (the user had to type 079 123 45 67,
// stored as "+41 0791234567"). It is taken, stored in E.164 and shown formatted wherever the number appears.
test('a number registered as 79 123 45 67 shows as +41 79 123 45 67 in the settings and the profile, and changes to a German one', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const jumper = { email: uniqueEmail('mobile'), password: 'Summit!Trail42' };
  await registerThroughForm(page, jumper, '79 123 45 67');
  await expect(page).toHaveURL('/jumper/upload-document');

  // The documents go in through the API (the upload screen has journeys of its own), then the operator verifies them.
  const headers = await authHeaders(page);
  for (const [path, field, name] of [
    ['/api/v1/jumpers/upload_cv', 'jumper[upload_cv]', 'cv.pdf'],
    ['/api/v1/certificate_documents', 'certificate_document[file]', 'diploma.pdf'],
    ['/api/v1/employment_references', 'employment_reference[file]', 'reference.pdf'],
  ] as const) {
    const send = path.endsWith('upload_cv') ? page.request.put : page.request.post;
    const answer = await send.call(page.request, path, { headers, multipart: { [field]: pdf(name) } });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  operator('verify', jumper.email);
  await page.goto('/login/jumper');
  await page.getByLabel('Email').fill(jumper.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(jumper.password);
  await page.getByRole('button', { name: 'Sign In with Email' }).click();
  await expect(page).toHaveURL('/jumper/explore');

  await page.goto('/jumper/setting/account');
  const mobile = page.getByRole('textbox', { name: 'Mobile number' });
  await expect(mobile).toHaveValue('+41 79 123 45 67');
  const stored = await page.request.get('/api/v1/account_setting', { headers: await authHeaders(page) });
  expect((await stored.json()).data).toMatchObject({ mobile_number: '+41791234567', country_code: '+41' });

  await page.goto('/jumper/profile');
  await expect(page.getByText('+41 79 123 45 67', { exact: true })).toBeVisible();

  // A German number, with its own calling code: stored for Germany and shown as such.
  await page.goto('/jumper/setting/account');
  await page.getByRole('button', { name: 'Edit mobile number' }).click();
  await mobile.fill('+49 1512 3456789');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Mobile Number Updated SuccessFully.');
  await expect(mobile).toHaveValue('+49 1512 3456789');
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('+49 1512 3456789');
});
