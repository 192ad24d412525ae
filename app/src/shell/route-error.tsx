import { Button, EmptyState } from '@jumpers/ui';
import { Link, useLocation, useRouteError } from 'react-router-dom';
import { useMessages } from '../i18n/messages';
import { commonText as commonMessages, routeErrorText } from './messages';

/**
 * Whether a page's code chunk could not be fetched: the dynamic import failed (a deploy removed the chunk an
 * open tab asks for, or the connection dropped). Chromium, Firefox and Safari word it differently; Vite's
 * preloading of a chunk's dependencies says 'Unable to preload'.
 */
export function isFailedChunk(error: unknown): boolean {
  return (
    error instanceof Error && /dynamically imported module|module script failed|Unable to preload/i.test(error.message)
  );
}

/**
 * The error element of the routes, in the user's language: a page whose code did not load, or that threw.
 * Reload loads the site afresh (a failed dynamic import is not tried again within the same page); the way
 * home is the landing page (`site`) or Explore (`jumper`). The title takes the focus, so a screen reader
 * announces what happened in place of the page that was asked for.
 */
export function RouteError({ area }: { area: 'site' | 'jumper' }) {
  const error = useRouteError();
  const { key } = useLocation();
  const text = useMessages(routeErrorText);
  const commonText = useMessages(commonMessages);
  const home =
    area === 'jumper'
      ? { to: '/jumper/explore', label: text.backToExplore }
      : { to: '/', label: commonText.backToStart };
  const chunkFailed = isFailedChunk(error);
  return (
    <main
      className={
        area === 'site'
          ? 'mx-auto flex min-h-screen max-w-3xl flex-col justify-center px-4 py-10'
          : 'mx-auto flex w-full max-w-3xl flex-col px-4 py-10'
      }
    >
      <EmptyState
        // A new navigation that fails too announces itself again.
        key={key}
        headingLevel={1}
        focusTitle
        title={chunkFailed ? text.notLoaded : text.broken}
        description={chunkFailed ? text.notLoadedHint : text.brokenHint}
        action={
          <>
            <Button onClick={() => window.location.reload()}>{text.reload}</Button>
            <Button asChild variant="outline">
              <Link to={home.to}>{home.label}</Link>
            </Button>
          </>
        }
      />
    </main>
  );
}
