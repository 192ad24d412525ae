import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { authHeaders } from './explore-helpers';
import { chooseLanguage, expectToast, signInVerifiedJumper, storedOnServer } from './journey';

test.use({ serviceWorkers: 'allow' });

test('Settings lists the devices that get notifications and turns one off', async ({ page }) => {
  await signInVerifiedJumper(page, 'notified');
  // A phone that turned notifications on (its browser subscribed with a push service).
  const subscribed = await page.request.post('/api/v1/push_subscriptions', {
    headers: {
      ...(await authHeaders(page)),
      'User-Agent':
        'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile',
    },
    data: {
      subscription: { endpoint: 'https://push.example/device/pixel', keys: { p256dh: 'BPhone', auth: 'secret' } },
    },
  });
  expect(subscribed.status()).toBe(201);

  await page.goto('/jumper/setting/account');
  const section = page.getByRole('region', { name: 'Notifications' });
  await expect(section.getByRole('listitem')).toHaveText([/^Chrome on Android · since \d+ \w+ \d{4}Turn off$/]);
  // This browser has none of its own yet: it may turn them on.
  await expect(section.getByRole('button', { name: 'Turn on for this device' })).toBeVisible();
  await expectNoAxeViolations(page);
  await chooseLanguage(page, 'Deutsch');
  await expect(page.getByRole('region', { name: 'Benachrichtigungen' }).getByRole('listitem')).toHaveText([
    /^Chrome on Android · seit .+Ausschalten$/,
  ]);
  await chooseLanguage(page, 'English');

  await section.getByRole('button', { name: 'Turn off for Chrome on Android' }).click();
  await expectToast(page, 'Notifications are off for that device.');
  await expect(section.getByText('No device gets notifications.')).toBeVisible();
  expect(await storedOnServer(page, '/api/v1/push_subscriptions')).toMatchObject({ devices: [] });
});
