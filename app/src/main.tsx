import { StrictMode, startTransition, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { getLanguage } from './i18n/language';
import { setInterWhenKept } from './lib/inter-font';
import { firstPageShown, routes } from './routes';
import { frameTextsReady } from './shell/messages';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

type Router = ReturnType<typeof createBrowserRouter>;

/** Long enough for a first page's data and pictures to arrive on a slow line, short enough to go unnoticed. */
const workerDelayAfterLoadMs = 3000;

/**
 * The first render is a transition, so that React renders the first page in short slices between which the
 * browser stays responsive, rather than in one long task. RouterProvider reads the router's state as it renders but
 * hears of changes only once it is on screen; a change in between would be missed, and the page would stay as it
 * was. The first render waits for the first page's code and guards (below), so nothing should move in between; if
 * something still does, the provider is rendered anew.
 */
function App({ router }: { router: Router }) {
  const renderedState = router.state;
  const [generation, setGeneration] = useState(0);
  useLayoutEffect(() => {
    if (router.state !== renderedState) startTransition(() => setGeneration((count) => count + 1));
  }, [router, renderedState]);
  return <RouterProvider key={generation} router={router} />;
}

/**
 * The service worker and the install offer come once the page has loaded and settled, with none of their code in
 * its first bytes: the worker's first install downloads the whole build, which on a phone's line would otherwise
 * share it with the page's own data and code, and show the page later.
 */
addEventListener('load', () => setTimeout(() => void import('./lib/app-worker'), workerDelayAfterLoadMs));

/**
 * Start-up runs as three tasks rather than one: evaluating the code, creating the router (which matches the
 * address and starts the first page's request), and the first render. Between tasks the browser paints and answers
 * input; a phone four times slower than a laptop turns one 40 ms start-up task into 160 ms of a frozen page.
 *
 * The first render waits until the router has the first page's code and has passed its guards: before that it
 * would draw no page at all, only blank out the bar index.html shows, and the page's code arriving during that
 * render would have it drawn a second time from scratch (App above), its area's cache emptied and every request
 * of the page sent again.
 */
setInterWhenKept();

// The frame's texts in the visitor's language download beside the first page's code.
const shellTexts = frameTextsReady(getLanguage()).catch(() => undefined);

setTimeout(() => {
  const router = createBrowserRouter(routes);
  const firstPageReady = new Promise<void>((resolve) => {
    const ready = () => {
      firstPageShown();
      resolve();
    };
    if (router.state.initialized) ready();
    router.subscribe(({ initialized }) => initialized && ready());
  });
  void Promise.all([shellTexts, firstPageReady]).then(() =>
    setTimeout(() =>
      startTransition(() =>
        createRoot(root).render(
          <StrictMode>
            <App router={router} />
          </StrictMode>,
        ),
      ),
    ),
  );
});
