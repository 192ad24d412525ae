import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('route table', () => {
  it('shows the landing page at / with its way to sign in', async () => {
    renderAt('/');
    await expect.element(page.getByRole('link', { name: 'Login / Register' })).toHaveAttribute('href', '/login/jumper');
  });

  it.each(['/nope', '/jumper-nope', '/login', '/a/b/c'])('shows 404 Page Not Found! at %s', async (path) => {
    renderAt(path);
    await expect.element(page.getByRole('heading', { name: '404 Page Not Found!' })).toBeVisible();
  });

  it('routes /login/:user and /register/:user with their role', async () => {
    const router = renderAt('/login/jumper');
    await expect.element(page.getByRole('heading', { name: 'Sign in (jumper)' })).toBeVisible();
    await router.navigate('/register/company');
    await expect.element(page.getByRole('heading', { name: 'Register as company' })).toBeVisible();
  });

  it('scrolls to the top on every route change', async () => {
    document.body.style.minHeight = '5000px';
    const router = renderAt('/');
    await expect.element(page.getByRole('link', { name: 'Login / Register' })).toBeVisible();
    window.scrollTo(0, 2000);
    expect(window.scrollY).toBe(2000);
    await router.navigate('/login/jumper');
    await expect.element(page.getByRole('heading', { name: 'Sign in (jumper)' })).toBeVisible();
    expect(window.scrollY).toBe(0);
    document.body.style.minHeight = '';
  });
});
