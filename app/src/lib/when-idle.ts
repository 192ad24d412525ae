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
