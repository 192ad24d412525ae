import { expect, test } from '@playwright/test';
import { signInVerifiedJumper } from './journey';

test('a verified jumper signs in straight to explore and reaches every area', async ({ page }) => {
  const jumper = await signInVerifiedJumper(page, 'vera');
  await page.goto('/jumper/setting/account');
  await expect(page.getByText(jumper.email)).toBeVisible();
  await page.goto('/jumper/upload-document');
  await expect(page).toHaveURL('/jumper/explore');
});
