import { Banner } from '@jumpers/ui';
import { useSyncExternalStore } from 'react';
import { whenAnswered } from '../api/query';
import { msg } from '@lingui/core/macro';
import { intlLocale, useLanguage, type Language } from '../i18n/language';
import { messageCatalog, messagesNow, useMessages, type MessageWith } from '../i18n/messages';

const loadAppMessages = (language: Language) => import(`./locales/app/${language}.po`);

const offlineText = messageCatalog(loadAppMessages, {
  showingFrom: msg({ message: 'You are offline — showing what was loaded at {time}.' }) as MessageWith<{
    time: string;
  }>,
  needsConnection: msg`You are offline: this needs a connection. What you entered is kept: try again once you are back online.`,
});

function subscribe(listener: () => void) {
  addEventListener('online', listener);
  addEventListener('offline', listener);
  return () => {
    removeEventListener('online', listener);
    removeEventListener('offline', listener);
  };
}

export function useOnline() {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}

/** What a failed save says when the device has no connection, rather than that something went wrong. */
export function offlineRefusal(): string | undefined {
  return navigator.onLine ? undefined : messagesNow(offlineText).needsConnection;
}

/**
 * Explore's and Engagements' line while offline: what they show was kept from an earlier load (the service worker's
 * copy, worker/service-worker.ts), and this says when the server made it. Today's loads name the time, older ones the
 * day too.
 */
export function OfflineNotice({ shown }: { shown: object | undefined }) {
  const text = useMessages(offlineText);
  const language = useLanguage();
  const online = useOnline();
  const loadedAt = shown && whenAnswered(shown);
  if (online || !loadedAt) return null;
  const today = loadedAt.toDateString() === new Date().toDateString();
  // Made only while offline, so not worth keeping.
  const time = new Intl.DateTimeFormat(intlLocale(language), {
    ...(today ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(loadedAt);
  return <Banner variant="info">{text.showingFrom({ time })}</Banner>;
}
