import { currentToasts, subscribeToToasts } from '@jumpers/ui';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { withTexts } from '../i18n/messages';

// Its texts come with its code, so that the first toast shows at once in the language in use.
const Toaster = lazy(() => withTexts(import('./toaster')));

/**
 * Mounts the toast region when the first toast is queued and keeps it from then on, so a
 * visitor's first page does not load the toast code before anything has been said.
 */
export function LazyToaster() {
  const toastQueued = useSyncExternalStore(subscribeToToasts, () => currentToasts().length > 0);
  const [mounted, setMounted] = useState(false);
  if (toastQueued && !mounted) setMounted(true);
  return mounted ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
