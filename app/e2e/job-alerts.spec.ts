import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import {
  chooseLanguage,
  expectNoSidewaysScroll,
  expectToast,
  operator,
  publishJobs,
  sessionKey,
  signInVerifiedJumper,
  storedOnServer,
} from './journey';

type StoredAlert = { name: string; paused: boolean };

/** The job alert digests in the server's outbox to this address, their text. */
function digestsTo(email: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  return readdirSync(outbox)
    .sort()
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}\n`) && mail.includes('List-Unsubscribe:'));
}

async function createAlert(page: Page, alert: Record<string, unknown>) {
  const answer = await page.request.post('/api/v1/job_alerts', {
    headers: { Authorization: `Bearer ${await sessionKey(page)}` },
    data: { job_alert: alert },
  });
  expect(answer.status()).toBe(201);
}

test("job alerts: saved from Explore's search, listed in Settings, paused, resumed and deleted; a digest arrives and its link unsubscribes without signing in, in German too", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const jumper = await signInVerifiedJumper(page, 'alerts');
  // An alert made from Explore's search: the dialog names what it watches, under a name the jumper changes.
  const word = `Kranfuehrer${Date.now()}`;
  await page.goto(`/jumper/explore?search=${word}&canton=BS`);
  await page.getByRole('button', { name: 'Save this search as an alert' }).click();
  const editor = page.getByRole('dialog', { name: 'Save this search as an alert' });
  await expect(editor.getByRole('listitem')).toHaveText(['Jumper positions', `“${word}”`, 'In Basel-Stadt']);
  await expectNoAxeViolations(page);
  await editor.getByRole('textbox', { name: 'Name of the alert' }).fill('Kran');
  await editor.getByRole('button', { name: 'Save alert' }).click();
  await expectToast(page, '“Kran” is saved: new jobs come by e-mail once a day. Settings lists your alerts.');
  await expect(editor).toBeHidden();
  expect(await storedOnServer<{ name: string; criteria: unknown }[]>(page, '/api/v1/job_alerts')).toMatchObject([
    { name: 'Kran', criteria: { permanent_job: false, search: word, canton: 'BS' } },
  ]);
  await createAlert(page, { name: 'Festanstellungen', criteria: { permanent_job: true }, language: 'de' });

  await page.goto('/jumper/setting/account');
  const section = page.getByRole('region', { name: 'Job alerts' });
  const kran = section.getByRole('listitem').filter({ hasText: 'Kran' });
  const permanent = section.getByRole('listitem').filter({ hasText: 'Festanstellungen' });
  await expect(kran).toContainText(`Jumper positions · “${word}”`);
  const kranMails = kran.getByRole('switch', { name: 'Daily e-mail' });
  await expect(kranMails).toBeChecked();
  await expect(permanent).toContainText('Permanent positions');
  await expectNoAxeViolations(page);

  await kranMails.click();
  await expectToast(page, '“Kran” is paused: no e-mails until you resume it.');
  await expect(kran).toContainText('Paused');
  await expect(kranMails).not.toBeChecked();
  expect(
    (await storedOnServer<StoredAlert[]>(page, '/api/v1/job_alerts')).find((a) => a.name === 'Kran'),
  ).toMatchObject({ paused: true });
  await kranMails.click();
  await expectToast(page, '“Kran” sends you new jobs again.');
  await expect(kranMails).toBeChecked();

  // Delete asks first; Cancel keeps the alert, Delete removes it here and on the server.
  await permanent.getByRole('button', { name: 'Delete the alert Festanstellungen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete the alert “Festanstellungen”?' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(permanent).toBeVisible();
  await permanent.getByRole('button', { name: 'Delete the alert Festanstellungen' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'The job alert “Festanstellungen” is deleted.');
  await expect(permanent).toHaveCount(0);
  expect((await storedOnServer<StoredAlert[]>(page, '/api/v1/job_alerts')).map((a) => a.name)).toEqual(['Kran']);

  // At 320 px, with this journey's long e-mail address too.
  await page.setViewportSize({ width: 320, height: 720 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A job for the alert, published by the operator; the day's digest sent now.
  publishJobs([
    {
      kind: 'jumper',
      title: `${word} Hafen`,
      company: 'Rhenus AG',
      description_html: '<p>Kranarbeiten im Hafen.</p>',
      postal_code: '4057',
      place: 'Basel',
      canton: 'BS',
      latitude: 47.5868,
      longitude: 7.5918,
      required_experience: 'Kranausweis',
      workload: '100%',
    },
  ]);
  operator('alerts-send');
  const [digest] = digestsTo(jumper.email);
  expect(digest).toContain(`- ${word} Hafen\n  Rhenus AG, 4057 Basel\n`);
  const link = /To stop it: \S+?(\/unsubscribe\?token=[\w.-]+)/.exec(digest!)![1]!;

  // The link, opened where no one is signed in: it asks first, then confirms in the user's language.
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  await stranger.goto(link);
  await expect(stranger.getByRole('heading', { name: 'Unsubscribe from a job alert', level: 1 })).toBeVisible();
  await expectNoAxeViolations(stranger);
  await chooseLanguage(stranger, 'Deutsch');
  await expect(stranger.getByText('Möchten Sie die E-Mails dieses Suchabos abbestellen?')).toBeVisible();
  await stranger.getByRole('button', { name: 'Abmelden', exact: true }).click();
  await expect(stranger.getByRole('status')).toContainText('Sie erhalten keine E-Mails mehr für das Suchabo «Kran».');
  await expectNoAxeViolations(stranger);
  await stranger.setViewportSize({ width: 320, height: 720 });
  await expectNoSidewaysScroll(stranger);

  // A forged link is refused, worded in German.
  await stranger.goto(link.replace(/\.[\w-]+$/, `.${'A'.repeat(43)}`));
  await stranger.getByRole('button', { name: 'Abmelden', exact: true }).click();
  await expect(stranger.getByText('Dieser Abmeldelink ist ungültig.', { exact: false })).toBeVisible();
  await visitor.close();

  // The jumper's Settings show the alert paused.
  await page.reload();
  await expect(kran).toContainText('Paused');
  await expect(kranMails).not.toBeChecked();
});
