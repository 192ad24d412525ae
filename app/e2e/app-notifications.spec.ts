import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { authHeaders, dashboard } from './explore-helpers';
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

test('notifications are offered after an application is sent, never before; a blocked browser is told where to allow them', async ({
  page,
}) => {
  const offerText = 'Get a notification on this device when your application moves on?';
  await signInVerifiedJumper(page, 'offered');
  const [job] = (await dashboard(page, 'page=1&per_page=1')).jobs;
  await page.goto('/jumper/explore');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Signing in and browsing ask nothing.
  await page
    .getByRole('button', { name: job!.job_name ?? '' })
    .first()
    .click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('dialog', { name: 'How Applying Works' }).getByRole('button', { name: 'Continue' }).click();
  const languages = page.getByRole('dialog', { name: 'Your Languages' });
  await languages.getByRole('button', { name: 'Add German' }).click();
  await languages.getByRole('button', { name: 'Continue' }).click();
  const directions = page.getByRole('dialog', { name: 'Your Way To Work' });
  await directions.getByRole('textbox', { name: 'Your address' }).fill('8400 Winterthur');
  await directions.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(offerText)).toHaveCount(0);
  expect(await page.evaluate(() => Notification.permission)).toBe('default');

  // Sent: the confirmation offers them, where the keyboard and screen readers are.
  await directions.getByRole('button', { name: 'Send Application' }).click();
  const sent = page.getByRole('dialog', { name: "We've Sent Your Application" });
  await expect(sent.getByText(offerText)).toBeVisible();
  await expectNoAxeViolations(page);
  await sent.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(sent.getByRole('status')).toHaveText(
    'Notifications are blocked for this site: allow them in your browser’s settings.',
  );
  expect(await storedOnServer(page, '/api/v1/push_subscriptions')).toMatchObject({ devices: [] });
});
