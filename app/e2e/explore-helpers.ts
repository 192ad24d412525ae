import { expect, type Locator, type Page } from '@playwright/test';

/** The bearer header of the signed-in jumper, read from where the app keeps its session. */
export async function authHeaders(page: Page): Promise<Record<string, string>> {
  const stored = await page.evaluate(
    () => sessionStorage.getItem('jumpers.session') ?? localStorage.getItem('jumpers.session'),
  );
  const key = (JSON.parse(stored ?? '{}') as { key?: string }).key;
  if (!key) throw new Error('No session in the browser.');
  return { Authorization: `Bearer ${key}` };
}

type ApiJob = { id: number; job_name?: string; job_title?: string; latitude: number; longitude: number };

/** One page of the dashboard as the server answers it, to compare the screen with. */
export async function dashboard(page: Page, query: string) {
  const response = await page.request.get(`/api/v1/jumpers/dashboard?${query}`, { headers: await authHeaders(page) });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { jumper_positions?: ApiJob[]; permanent_jobs?: ApiJob[]; total_pages: number };
  };
  const jobs = data.jumper_positions ?? data.permanent_jobs ?? [];
  return { jobs, titles: jobs.map((job) => job.job_name ?? job.job_title ?? ''), totalPages: data.total_pages };
}

/** The job tiles of a list (each a button; its save toggle is a button of its own beside it). */
export const tilesOf = (list: Locator) => list.locator('[data-slot="job-tile"]');

/** The titles of the tiles on screen, in order. */
export function tileTitles(list: Locator) {
  return list.locator('[data-slot="job-tile"] > span:first-child').allInnerTexts();
}

/** Presses Tab until the target has the focus, as a keyboard user moves through the page. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with the Tab key.`);
}

/**
 * A job's tile in a list, found by its title (titles may hold brackets and other signs): its name starts with the
 * title, where the tile's save toggle says 'Save: <title>'.
 */
export function tileOf(list: Locator, title: string) {
  return list.getByRole('button', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
}
