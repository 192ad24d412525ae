import { toast } from '@jumpers/ui';
import { useEffect, useEffectEvent } from 'react';
import { isSessionEnded } from '../api/query';

type Watched = { error: unknown; errorUpdatedAt: number };

/**
 * For screens that report a failed load with a toast rather than in place: one toast each time one of the
 * queries fails, in the language of the moment. `enabled` false keeps quiet (the screen says it otherwise).
 * An ended session is left to the sign-in page, which explains it.
 */
export function useFailureToast(queries: Watched | readonly Watched[], message: () => string, enabled = true) {
  const failures = [queries].flat().filter(({ error }) => error !== null && !isSessionEnded(error));
  const failedAt = enabled ? Math.max(0, ...failures.map(({ errorUpdatedAt }) => errorUpdatedAt)) : 0;
  const announce = useEffectEvent(() => toast.error(message()));
  useEffect(() => {
    if (failedAt > 0) announce();
  }, [failedAt]);
}
