import { useRef, useState } from 'react';

/**
 * Runs an action at most once at a time: a second press while the first is still running (a
 * double click on Send Application) is ignored instead of sending twice.
 */
export function usePendingAction() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  async function run(action: () => unknown, onSuccess?: () => void) {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await action();
      onSuccess?.();
    } catch {
      // The page reports the failure (toast); the step stays so the user can try again.
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  return { pending, run };
}
