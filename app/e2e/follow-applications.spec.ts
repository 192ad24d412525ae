import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { authHeaders, dashboard } from './explore-helpers';
import { chooseLanguage, expectToast, operator, signInVerifiedJumper } from './journey';

test.describe.configure({ timeout: 180_000 });

/** Applies to a temporary job through the API, as the apply flow does in German (explore-apply.spec.ts). */
async function applyInGerman(page: Page, jobId: number) {
  const applied = await page.request.post(`/api/v1/applied_job/${jobId}`, {
    headers: await authHeaders(page),
    data: {
      applied_job: { travel_time: '20 min', travel_distance: '8.0 km', knowledge_of_german: null, language: 'de' },
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
}

/** The status e-mails in the server's outbox to this address, their text. */
function statusMails(email: string) {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  return readdirSync(outbox)
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .filter((mail) => mail.includes(email) && mail.includes('Ihre Bewerbung für'));
}

const engagementsLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: /^Bewerbungen/ });

test('the operator moves an application through review, shortlist and interview; the jumper sees each step, dated, and gets each e-mail in German; another application is withdrawn', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const jumper = await signInVerifiedJumper(page, 'follow-applications');
  await chooseLanguage(page, 'Deutsch');
  const [followed, withdrawn] = (await dashboard(page, 'page=1&per_page=5')).jobs;
  await applyInGerman(page, followed!.id);
  await applyInGerman(page, withdrawn!.id);

  operator('status', jumper.email, String(followed!.id), 'in_review');
  operator(
    'status',
    jumper.email,
    String(followed!.id),
    'shortlisted',
    '--reason',
    'Ihre Erfahrung im Lager passt gut.',
  );
  operator(
    'status',
    jumper.email,
    String(followed!.id),
    'interview',
    '--interview',
    '2026-12-03T10:00',
    '--place',
    'Hardstrasse 201, 8005 Zürich',
  );

  // Each change is e-mailed, in German, the language the jumper applied in.
  await expect.poll(() => statusMails(jumper.email).length).toBe(3);
  const mails = statusMails(jumper.email).join('\n');
  for (const stage of ['In Prüfung', 'In der engeren Wahl', 'Vorstellungsgespräch'])
    expect(mails).toContain(`Ihre Bewerbung für ${followed!.job_name}: ${stage}`);
  expect(mails).toContain('Hardstrasse 201, 8005 Zürich');

  // Until the jumper has looked, the navigation marks Engagements, in words too.
  await page.goto('/jumper/explore');
  await expect(engagementsLink(page)).toHaveAccessibleName('Bewerbungen (neue Meldungen)');

  await engagementsLink(page).click();
  await expect(page).toHaveURL('/jumper/engagement');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: followed!.job_name }) });
  await expect(card.getByText('Neuigkeit')).toBeVisible();
  await expect(card.getByText('Vorstellungsgespräch').first()).toBeVisible();
  await card.getByRole('button', { name: 'Verlauf anzeigen' }).click();
  const timeline = card.getByRole('list', { name: 'Bisheriger Verlauf' });
  await expect(timeline.getByRole('listitem')).toHaveCount(4);
  for (const event of [
    'Bewerbung gesendet',
    'Der Arbeitgeber prüft sie',
    'Sie sind in der engeren Wahl',
    'Zum Vorstellungsgespräch eingeladen',
  ])
    await expect(timeline.getByText(event)).toBeVisible();
  await expect(timeline.getByText('Ihre Erfahrung im Lager passt gut.')).toBeVisible();
  await expect(timeline.getByText('Hardstrasse 201, 8005 Zürich')).toBeVisible();
  // The interview's time as the operator set it, in Swiss time.
  await expect(timeline.getByText('Donnerstag, 3. Dezember 2026 um 10:00')).toBeVisible();
  await expect(card.getByText(/^Antwort erwartet bis \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expectNoAxeViolations(page);
  // Looked at: the navigation's marker goes.
  await expect(engagementsLink(page)).toHaveAccessibleName('Bewerbungen');

  // The other application is withdrawn, with a reason; it moves to its own tab.
  const other = page.getByRole('article').filter({ has: page.getByRole('heading', { name: withdrawn!.job_name }) });
  await other.getByRole('button', { name: 'Zurückziehen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Grund (freiwillig)').fill('Ich habe eine Stelle näher bei meinem Wohnort gefunden.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Bewerbung zurückziehen' }).click();
  await expectToast(page, `Ihre Bewerbung für ${withdrawn!.job_name} ist zurückgezogen.`);
  await expect(other).toHaveCount(0);
  await page.getByRole('tab', { name: 'Zurückgezogen' }).click();
  await expect(page).toHaveURL('/jumper/engagement?tab=withdrawn');
  const withdrawnCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: withdrawn!.job_name }) });
  await expect(withdrawnCard).toBeVisible();
  await withdrawnCard.getByRole('button', { name: 'Verlauf anzeigen' }).click();
  await expect(withdrawnCard.getByText('Ich habe eine Stelle näher bei meinem Wohnort gefunden.')).toBeVisible();
  await expect(withdrawnCard.getByRole('button', { name: 'Zurückziehen' })).toHaveCount(0);

  // Stored: the original list no longer holds it, the withdrawn list does.
  const listed = async (query: string) =>
    (
      await (await page.request.get(`/api/v1/applied_jobs?${query}`, { headers: await authHeaders(page) })).json()
    ).data.data.map((application: { job_id: number }) => application.job_id);
  expect(await listed('is_applied=true')).toEqual([followed!.id]);
  expect(await listed('stage_group=withdrawn')).toEqual([withdrawn!.id]);

  // A status e-mail's link (a notification's too) opens that application: its card holds the focus, timeline shown.
  const link = /Diese Bewerbung ansehen: (\S+)/.exec(mails)![1]!;
  const { pathname, search } = new URL(link);
  expect(search).toMatch(/^\?application=\d+$/);
  await page.goto(pathname + search);
  const linked = page.getByRole('article', { name: followed!.job_name });
  await expect(linked).toBeFocused();
  await expect(linked.getByRole('list', { name: 'Bisheriger Verlauf' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('status e-mails are turned off and on again in Settings, and the choice is kept', async ({ page }) => {
  await signInVerifiedJumper(page, 'status-emails');
  await page.goto('/jumper/setting/account');
  const statusEmails = page.getByRole('switch', { name: 'E-mail me when an application moves on' });
  await expect(statusEmails).toBeChecked();
  await expect(statusEmails).toBeEnabled();
  await statusEmails.click();
  await expectToast(page, 'No more e-mails about your applications. Engagements still shows every update.');
  await page.reload();
  await expect(statusEmails).not.toBeChecked();
  await expect(statusEmails).toBeEnabled();
  const stored = await page.request.get('/api/v1/notification_settings', { headers: await authHeaders(page) });
  expect((await stored.json()).data.status_emails).toBe(false);
  await expectNoAxeViolations(page);
  await statusEmails.click();
  await expectToast(page, 'You get an e-mail for each update of an application.');
});
