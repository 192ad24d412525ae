import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { setLanguage } from '../i18n/language';
import { isFailedChunk, RouteError } from './route-error';

function Throws({ error }: { error: Error }): never {
  throw error;
}

function renderFailing(error: Error, area: 'site' | 'jumper') {
  const router = createMemoryRouter(
    [{ path: '/', element: <Throws error={error} />, errorElement: <RouteError area={area} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => setLanguage('en'));

describe('route error screen', () => {
  it('knows a failed dynamic import in the words of Chromium, Firefox, Safari and Vite', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/explore-page-1.js',
      'error loading dynamically imported module: https://x/assets/explore-page-1.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/explore-page-1.css',
    ]) {
      expect(isFailedChunk(new TypeError(message))).toBe(true);
    }
    expect(isFailedChunk(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isFailedChunk('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('says that a page broke, with its title focused, Reload and the way to the start page', async () => {
    renderFailing(new TypeError("Cannot read properties of undefined (reading 'id')"), 'site');
    const title = page.getByRole('heading', { name: 'Something went wrong', level: 1 });
    await expect.element(title).toHaveFocus();
    await expect.element(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute('href', '/');
  });

  it('says in German that the page could not be loaded, with the way to Explore in the jumper area', async () => {
    setLanguage('de');
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), 'jumper');
    await expect
      .element(page.getByRole('heading', { name: 'Diese Seite konnte nicht geladen werden', level: 1 }))
      .toHaveFocus();
    await expect.element(page.getByRole('button', { name: 'Neu laden' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Zurück zu Entdecken' }))
      .toHaveAttribute('href', '/jumper/explore');
  });
});
