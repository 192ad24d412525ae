import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { tileOf, tileTitles } from './explore-helpers';
import {
  chooseLanguage,
  expectNoSidewaysScroll,
  operator,
  publishJobs,
  signInVerifiedJumper,
  storedOnServer,
} from './journey';

/** A word in every job this journey publishes (their company's name), so that a search shows them alone. */
const marker = `saveprobe${Date.now()}`;
const titles = ['Harbour crane operator', 'Bakery night shift'] as const;

type SavedPage = { jumper_positions: { job_name: string; is_open: boolean; is_saved: boolean }[] };
const savedOnServer = async (page: Page) =>
  (await storedOnServer<SavedPage>(page, '/api/v1/jumpers/saved_jobs?per_page=50')).jumper_positions.map(
    ({ job_name, is_open }) => ({ job_name, is_open }),
  );

const list = (page: Page) => page.getByRole('list', { name: 'Jumper positions' });

test('saved jobs: saved from tile and detail, found under Saved jobs in the order saved, a closed one marked, unsaved again', async ({
  page,
}) => {
  const [craneId] = publishJobs(
    titles.map((title, index) => ({
      reference: `${marker}:${index}`,
      kind: 'jumper',
      title,
      company: `Probe ${marker} AG`,
      description_html: `<p>${title}.</p>`,
      required_experience: 'None',
      workload: '100%',
      postal_code: '4057',
      place: 'Basel',
      canton: 'BS',
      latitude: 47.5868,
      longitude: 7.5918,
      pay_from_chf: 30,
      pay_period: 'hour',
    })),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInVerifiedJumper(page, 'saver');
  await page.goto(`/jumper/explore?search=${marker}`);
  await expect.poll(() => tileTitles(list(page))).toHaveLength(2);

  // Saved from its tile: the tile's toggle says so at once, and so does the detail of that job.
  const craneSave = list(page).getByRole('button', { name: `Save: ${titles[0]}` });
  await craneSave.click();
  await expect(list(page).getByRole('button', { name: `Saved: ${titles[0]}` })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => savedOnServer(page)).toEqual([{ job_name: titles[0], is_open: true }]);

  // Saved from the detail of the other job.
  await tileOf(list(page), titles[1]).click();
  const bakery = page.getByRole('article', { name: titles[1] });
  await bakery.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(bakery.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(list(page).getByRole('button', { name: `Saved: ${titles[1]}` })).toBeVisible();
  await expect.poll(async () => (await savedOnServer(page)).map((job) => job.job_name)).toEqual([titles[1], titles[0]]);

  // A reload keeps both marks: they are the server's.
  await page.reload();
  await expect(list(page).getByRole('button', { name: /^Saved: / })).toHaveCount(2);

  // The operator closes the crane job: it leaves the search, and stays among the saved jobs, marked closed.
  operator('jobs-close', String(craneId));
  await page.getByRole('link', { name: 'Saved jobs' }).click();
  await expect(page).toHaveURL(new RegExp(`view=saved.*search=${marker}`));
  await expect(page.getByRole('heading', { level: 2, name: 'Saved jobs' })).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect.poll(() => tileTitles(list(page))).toEqual([titles[1], titles[0]]);
  await expect(tileOf(list(page), titles[0])).toContainText('Closed');
  await tileOf(list(page), titles[0]).click();
  const crane = page.getByRole('article', { name: titles[0] });
  await expect(crane).toContainText('This job is closed: it takes no more applications.');
  await expect(crane.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Unsaved in the saved list: the tile stays, so that a second press could save it back; the server forgets it.
  await list(page)
    .getByRole('button', { name: `Saved: ${titles[1]}` })
    .click();
  await expect(list(page).getByRole('button', { name: `Save: ${titles[1]}` })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => savedOnServer(page)).toEqual([{ job_name: titles[0], is_open: false }]);

  // Back to the search as it was; on a phone and in German the saved view reads right too.
  await page.getByRole('link', { name: 'Back to all jobs' }).click();
  await expect(page).toHaveURL(new RegExp(`/jumper/explore\\?search=${marker}$`));
  // The search asked again (the page keeps an answer for half a minute): the closed job has left it.
  await page.reload();
  await expect.poll(() => tileTitles(list(page))).toEqual([titles[1]]);
  // Without a home the saved view invites setting one; a place typed in the search measures its commutes too.
  await page.getByRole('link', { name: 'Saved jobs' }).click();
  await expect(page.getByRole('link', { name: 'Set your home to see the commute' }).first()).toBeVisible();
  await expect(tileOf(list(page), titles[0])).not.toContainText(/\d+ min/);
  await expect(tileOf(list(page), titles[0])).toContainText('Set your home to see the commute');
  await page.goto(`/jumper/explore?search=${marker}&commute_from=Liestal`);
  await expect(tileOf(list(page), titles[1])).toContainText(/\d+ min/);
  await page.getByRole('link', { name: 'Saved jobs' }).click();
  await expect(tileOf(list(page), titles[0])).toContainText(/\d+ min/);
  await expect(page.getByRole('link', { name: 'Set your home to see the commute' })).toHaveCount(0);
  await expect(tileOf(list(page), titles[0])).not.toContainText('Set your home');
  await page.getByRole('link', { name: 'Back to all jobs' }).click();
  await page.setViewportSize({ width: 375, height: 800 });
  await chooseLanguage(page, 'Deutsch');
  await page.getByRole('link', { name: 'Gemerkte Stellen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Gemerkte Stellen' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Jumper-Stellen' })).toContainText('Geschlossen');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
