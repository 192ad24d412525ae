import { useSyncExternalStore } from 'react';

/*
 * How many applications changed since the jumper last looked, for the navigation's marker on Engagements. The
 * navigation is drawn before the jumper area's query cache exists (and on its loading frame), so the area
 * publishes the count here rather than the navigation asking the cache: this module stays a few lines in the
 * entry chunk, without the query library.
 */

let unreadCount = 0;
const listeners = new Set<() => void>();

export function publishUnreadApplications(count: number) {
  if (count === unreadCount) return;
  unreadCount = count;
  for (const listener of listeners) listener();
}

export function useUnreadApplications() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => unreadCount,
  );
}
