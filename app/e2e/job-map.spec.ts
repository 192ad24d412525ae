import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { authHeaders } from './explore-helpers';
import { signInVerifiedJumper } from './journey';

type ApiJob = { id: number; job_name: string; city: string; plz: string | null; canton: string };

// Regression: "The map never loads". The server's Content-Security-Policy refused the tiles, and where tiles
// cannot load the job detail showed "The map could not be loaded." in a grey box.
test('where map tiles cannot load, the job detail pictures Switzerland with a pin at the job', async ({ page }) => {
  const tileRequests: string[] = [];
  // This machine has no internet; a blocked tile server looks the same to the browser. A request reaching this
  // handler has passed the Content-Security-Policy.
  await page.route('https://tile.openstreetmap.org/**', async (route) => {
    tileRequests.push(route.request().url());
    await route.abort('internetdisconnected');
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInVerifiedJumper(page, 'mapper');
  const response = await page.request.get('/api/v1/jumpers/dashboard?page=1&per_page=5', {
    headers: await authHeaders(page),
  });
  const job = ((await response.json()) as { data: { jumper_positions: ApiJob[] } }).data.jumper_positions[0]!;
  const place = [job.plz, job.city].filter(Boolean).join(' ');

  const detail = page.getByRole('article', { name: job.job_name });
  // The map draws once it is in view: scrolled to itself, since the facts above it make the detail as long as they are.
  await detail.getByRole('img', { name: `Map of the job location: ${place}` }).scrollIntoViewIfNeeded();
  const picture = detail.getByRole('img', { name: `Map of Switzerland with the job location: ${place}` });
  await expect(picture).toBeVisible();
  // The pin, named with the place, stands in the job's own canton, which is shaded.
  await expect(picture.locator('[data-slot="swiss-location-map-pin"]')).toHaveText(place);
  await expect(picture).toHaveAttribute('data-canton', job.canton);
  await expect(page.getByText('The map could not be loaded.')).toHaveCount(0);
  await expect(detail.getByRole('link', { name: 'Open the map on OpenStreetMap' })).toBeVisible();
  expect(tileRequests.length).toBeGreaterThan(0);
  expect(refused).toEqual([]);
  await expectNoAxeViolations(page);
});
