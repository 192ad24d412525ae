import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';

/** The route table of SPEC.md §2. Pages load lazily; guards arrive with the session. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', lazy: () => import('./pages/landing-page').then(({ LandingPage }) => ({ Component: LandingPage })) },
      {
        path: '/login/:user',
        lazy: () =>
          import('./pages/placeholder-page').then(({ SignInPlaceholder }) => ({ Component: SignInPlaceholder })),
      },
      {
        path: '/register/:user',
        lazy: () =>
          import('./pages/placeholder-page').then(({ RegisterPlaceholder }) => ({ Component: RegisterPlaceholder })),
      },
      {
        path: '/jumper/*',
        lazy: () =>
          import('./pages/placeholder-page').then(({ JumperAreaPlaceholder }) => ({
            Component: JumperAreaPlaceholder,
          })),
      },
      {
        path: '*',
        lazy: () => import('./pages/not-found-page').then(({ NotFoundPage }) => ({ Component: NotFoundPage })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
