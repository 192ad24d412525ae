import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { setLanguage } from './i18n/language';
import { routes } from './routes';
import { clearSession, setSession } from './session/session';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const heading = (name: string) => page.getByRole('heading', { name, level: 1 });

afterEach(() => {
  clearSession();
  setLanguage('en');
});

describe('route table', () => {
  it('shows the landing page at / with its way to sign in', async () => {
    renderAt('/');
    await expect.element(page.getByRole('link', { name: 'Login / Register' })).toHaveAttribute('href', '/login/jumper');
  });

  it.each(['/nope', '/jumper-nope', '/login', '/a/b/c'])('shows 404 Page Not Found! at %s', async (path) => {
    renderAt(path);
    await expect.element(heading('404 Page Not Found!')).toBeVisible();
  });

  it('shows the 404 page in German after switching language, and sets <html lang>', async () => {
    setLanguage('de');
    renderAt('/nope');
    await expect.element(heading('404 Seite nicht gefunden!')).toBeVisible();
    expect(document.documentElement.lang).toBe('de');
  });

  it('shows 404 for an unknown page inside the jumper area', async () => {
    setSession({ status: 'signed-in', key: 'k', persistent: false });
    renderAt('/jumper/nowhere');
    await expect.element(heading('404 Page Not Found!')).toBeVisible();
  });

  it('falls back to the default tab for unknown profile and setting tabs', async () => {
    setSession({ status: 'signed-in', key: 'k', persistent: false });
    const router = renderAt('/jumper/profile/unknown-tab');
    await expect.element(heading('Jumper Profile')).toBeVisible();
    await router.navigate('/jumper/setting/unknown-tab');
    await expect.element(heading('Account')).toBeVisible();
    await router.navigate('/jumper/setting');
    await expect.element(heading('Account')).toBeVisible();
    expect(router.state.location.pathname).toBe('/jumper/setting/account');
  });

  it('sends a visitor without a session from the jumper area to /', async () => {
    const router = renderAt('/jumper/explore');
    await expect.element(page.getByRole('link', { name: 'Login / Register' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('confines a token-only session to the upload screen, on every navigation', async () => {
    setSession({ status: 'token-only', key: 'k' });
    const router = renderAt('/jumper/explore');
    await expect.element(heading('Upload your documents')).toBeVisible();
    await router.navigate('/jumper/profile/payslip');
    await expect.element(heading('Upload your documents')).toBeVisible();
    expect(router.state.location.pathname).toBe('/jumper/upload-document');
  });

  it('sends a signed-in jumper from / and /login/jumper to explore', async () => {
    setSession({ status: 'signed-in', key: 'k', persistent: true });
    const router = renderAt('/');
    await expect.element(heading('Explore')).toBeVisible();
    await router.navigate('/login/jumper');
    await expect.element(heading('Explore')).toBeVisible();
    expect(router.state.location.pathname).toBe('/jumper/explore');
  });

  it('scrolls to the top on every route change', async () => {
    document.body.style.minHeight = '5000px';
    const router = renderAt('/login/jumper');
    await expect.element(heading('Sign in as jumper')).toBeVisible();
    window.scrollTo(0, 2000);
    expect(window.scrollY).toBe(2000);
    await router.navigate('/register/jumper');
    await expect.element(heading('Create your jumper account')).toBeVisible();
    expect(window.scrollY).toBe(0);
    document.body.style.minHeight = '';
  });
});
