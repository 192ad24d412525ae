import { useEffect, useState } from 'react';

/**
 * Runs `callback` when the browser has nothing else to do (or after `timeoutMs` at the latest), and returns the way
 * to cancel it. Browsers without `requestIdleCallback` (Safari) wait a second instead.
 */
export function whenIdle(callback: () => void, timeoutMs = 3000): () => void {
  if ('requestIdleCallback' in window) {
    const idle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(callback, 1000);
  return () => clearTimeout(timer);
}

/**
 * False until `ready`, then true once the browser has had a moment with nothing to do: for what a page shows below
 * or beside its main content, whose code need not share the line and the processor with that content's first paint.
 */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (ready && !idle ? whenIdle(() => setIdle(true)) : undefined), [ready, idle]);
  return idle;
}
