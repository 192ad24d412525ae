import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { RouteError } from './shell/route-error';
import { JumperLayout, PublicLayout } from './shell/site-layouts';
import { jumperAreaRedirect, publicPageRedirect } from './session/guards';
import { getSession } from './session/session';
import { withTexts } from './i18n/messages';

/** `/` and `/login/:user`: a signed-in jumper goes straight to explore. */
function publicPageGuard() {
  const target = publicPageRedirect(getSession());
  return target ? redirect(target) : null;
}

/** `/jumper/*`: no session goes to `/`, a token-only session to the upload screen. */
function jumperAreaGuard({ request }: LoaderFunctionArgs) {
  const target = jumperAreaRedirect(getSession(), new URL(request.url).pathname);
  return target ? redirect(target) : null;
}

let firstPage = true;

/** The first page is on screen: from now on each page asks for its data itself, as it shows. */
export function firstPageShown() {
  firstPage = false;
}

/**
 * On the first page of a visit (a reload, a link opened), the page's first request is started by its route
 * while the page's code still loads (lib/query-client.ts, prefetchForPage). Later pages have their code at
 * hand and ask themselves. If the code cannot load, the page's own route shows the error screen.
 */
function prefetching(start: (url: URL) => Promise<unknown>) {
  return ({ request }: LoaderFunctionArgs) => {
    if (firstPage) start(new URL(request.url)).catch(() => undefined);
    return null;
  };
}

const notFound = () =>
  withTexts(import('./shell/not-found-page').then(({ NotFoundPage }) => ({ Component: NotFoundPage })));
const accountPage = () =>
  withTexts(import('./features/settings/account-page').then(({ AccountPage }) => ({ Component: AccountPage })));
const profileLayout = () =>
  withTexts(import('./features/profile/profile-layout').then(({ ProfileLayout }) => ({ Component: ProfileLayout })));
const jumperProfilePage = () =>
  withTexts(
    import('./features/profile/jumper-profile-page').then(({ JumperProfilePage }) => ({
      Component: JumperProfilePage,
    })),
  );
const jumperProfileTabLists = prefetching(() =>
  import('./features/profile/profile-queries').then(({ prefetchJumperProfileTab }) => prefetchJumperProfileTab()),
);
const settingsLayout = () =>
  withTexts(
    import('./features/settings/settings-layout').then(({ SettingsLayout }) => ({ Component: SettingsLayout })),
  );

/** The route table (docs/product-rules.md#routes-and-guards); every page loads its code lazily. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // A page whose code fails to load (or that throws) shows the error screen instead of the router's own.
    errorElement: <RouteError area="site" />,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            path: '/',
            loader: publicPageGuard,
            lazy: () =>
              withTexts(
                import('./features/landing/landing-page').then(({ LandingPage }) => ({ Component: LandingPage })),
              ),
          },
          {
            path: '/login/:user',
            loader: publicPageGuard,
            lazy: () =>
              withTexts(import('./features/auth/sign-in-page').then(({ SignInPage }) => ({ Component: SignInPage }))),
          },
          {
            // Public: a digest's unsubscribe link works without signing in.
            path: '/unsubscribe',
            // The module exports its page as `Component`: the shortest route entry, as the entry chunk is on a budget.
            lazy: () => withTexts(import('./features/settings/unsubscribe')),
          },
          {
            // Public, so that the footer's legal links work signed in or not.
            path: '/legal/:document',
            lazy: () =>
              withTexts(
                import('./features/legal/legal-document-page').then(({ LegalDocumentPage }) => ({
                  Component: LegalDocumentPage,
                })),
              ),
          },
          {
            // Public, linked from the footer like the legal texts.
            path: '/accessibility',
            lazy: () =>
              withTexts(
                import('./features/legal/accessibility-statement-page').then(({ AccessibilityStatementPage }) => ({
                  Component: AccessibilityStatementPage,
                })),
              ),
          },
          {
            path: '/register/:user',
            lazy: () =>
              withTexts(
                import('./features/auth/register-page').then(({ RegisterPage }) => ({ Component: RegisterPage })),
              ),
          },
        ],
      },
      {
        path: '/jumper',
        loader: jumperAreaGuard,
        Component: JumperLayout,
        // The guard's answer depends on the target path and on the session, so it runs on every navigation.
        shouldRevalidate: () => true,
        children: [
          {
            // Inside the area's layout, so that the navigation stays beside the error screen.
            errorElement: <RouteError area="jumper" />,
            lazy: () => withTexts(import('./shell/jumper-area').then(({ JumperArea }) => ({ Component: JumperArea }))),
            children: [
              { index: true, loader: () => redirect('/jumper/explore') },
              {
                path: 'explore',
                loader: prefetching((url) =>
                  import('./features/explore/jobs-api').then(({ prefetchJobsPage }) => prefetchJobsPage(url)),
                ),
                lazy: () =>
                  withTexts(import('./pages/explore-route').then(({ ExploreRoute }) => ({ Component: ExploreRoute }))),
              },
              {
                path: 'upload-document',
                lazy: () =>
                  withTexts(
                    import('./features/documents/upload-documents-page').then(({ UploadDocumentsPage }) => ({
                      Component: UploadDocumentsPage,
                    })),
                  ),
              },
              {
                path: 'engagement',
                loader: prefetching((url) =>
                  import('./features/engagements/applications-api').then(({ prefetchApplications }) =>
                    prefetchApplications(url),
                  ),
                ),
                lazy: () =>
                  withTexts(
                    import('./features/engagements/engagements-page').then(({ EngagementsPage }) => ({
                      Component: EngagementsPage,
                    })),
                  ),
              },
              {
                path: 'profile',
                loader: prefetching(() =>
                  import('./lib/jumper-queries').then(({ prefetchJumperProfile }) => prefetchJumperProfile()),
                ),
                lazy: profileLayout,
                children: [
                  { index: true, loader: jumperProfileTabLists, lazy: jumperProfilePage },
                  { path: 'job-profile', loader: jumperProfileTabLists, lazy: jumperProfilePage },
                  {
                    path: 'payslip',
                    lazy: () =>
                      withTexts(
                        import('./features/payslips/payslips-page').then(({ PayslipsPage }) => ({
                          Component: PayslipsPage,
                        })),
                      ),
                  },
                  {
                    path: 'bank-details',
                    lazy: () =>
                      withTexts(
                        import('./features/bank/bank-details-page').then(({ BankDetailsPage }) => ({
                          Component: BankDetailsPage,
                        })),
                      ),
                  },
                  {
                    path: 'social-security_personal-details',
                    lazy: () =>
                      withTexts(
                        import('./features/social-security/social-security-page').then(({ SocialSecurityPage }) => ({
                          Component: SocialSecurityPage,
                        })),
                      ),
                  },
                  {
                    path: 'video-recording',
                    lazy: () =>
                      withTexts(
                        import('./features/profile/video-recording-page').then(({ VideoRecordingPage }) => ({
                          Component: VideoRecordingPage,
                        })),
                      ),
                  },
                  // An unknown profile tab falls back to the default sub-page.
                  { path: '*', lazy: jumperProfilePage },
                ],
              },
              {
                path: 'setting',
                lazy: settingsLayout,
                children: [
                  { index: true, loader: () => redirect('/jumper/setting/account') },
                  {
                    path: 'account',
                    loader: prefetching(() =>
                      import('./features/settings/account-api').then(({ prefetchAccountPage }) =>
                        prefetchAccountPage(),
                      ),
                    ),
                    lazy: accountPage,
                  },
                  {
                    path: 'about-us',
                    lazy: () =>
                      withTexts(
                        import('./features/settings/about-us-page').then(({ AboutUsPage }) => ({
                          Component: AboutUsPage,
                        })),
                      ),
                  },
                  {
                    path: 'legal',
                    lazy: () =>
                      withTexts(
                        import('./features/settings/legal-page').then(({ LegalSettingsPage }) => ({
                          Component: LegalSettingsPage,
                        })),
                      ),
                  },
                  { path: '*', lazy: accountPage },
                ],
              },
              { path: '*', lazy: notFound },
            ],
          },
        ],
      },
      { path: '*', lazy: notFound },
    ],
  },
];
