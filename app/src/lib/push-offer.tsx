import type { Language } from '../i18n/language';
import { Button, toast } from '@jumpers/ui';
import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { messageCatalog, messagesNow, useMessages } from '../i18n/messages';
import { offlineRefusal } from './offline-notice';
import {
  pushDevices,
  pushSupported,
  thisDeviceEndpoint,
  turnOnNotifications,
  type TurnOnOutcome,
} from './push-notifications';

const loadAppMessages = (language: Language) => import(`./locales/app/${language}.po`);

export const pushText = messageCatalog(loadAppMessages, {
  offer: msg`Get a notification on this device when your application moves on?`,
  turnOn: msg`Turn on notifications`,
  turnedOn: msg`Notifications are on for this device.`,
  notAllowed: msg`Notifications are blocked for this site: allow them in your browser’s settings.`,
  failed: msg`Notifications could not be turned on: your browser’s push service did not answer. Please try again later.`,
});

/** What to say of an outcome; a question set aside without an answer needs no words. */
function outcomeWords(outcome: TurnOnOutcome): { tone: 'success' | 'error'; words: string } | undefined {
  const text = messagesNow(pushText);
  if (outcome === 'on') return { tone: 'success', words: text.turnedOn };
  if (outcome === 'denied') return { tone: 'error', words: text.notAllowed };
  if (outcome === 'failed') return { tone: 'error', words: offlineRefusal() ?? text.failed };
  return undefined;
}

/** Asks the browser's permission and says in a toast how it went (Settings). */
export async function turnOnAndSay(publicKey: string) {
  const said = outcomeWords(await turnOnNotifications(publicKey));
  if (said) toast[said.tone](said.words);
}

/**
 * The server's key when notifications are worth offering on this device: the server offers them, the browser can
 * show them, has none yet and was not told no.
 */
async function offerableKey() {
  if (!pushSupported() || Notification.permission === 'denied' || (await thisDeviceEndpoint())) return null;
  return (await pushDevices()).public_key;
}

/**
 * After an application is sent, the moment its news matters: offers notifications on this device, inside the
 * confirmation (a toast under a modal dialog is out of reach of the keyboard and screen readers), and says there how
 * it went. Never asked unprompted on a first visit.
 */
export function NotificationsOffer() {
  const text = useMessages(pushText);
  const [publicKey, setPublicKey] = useState<string | null>(null);
  const [said, setSaid] = useState<string>();
  useEffect(() => {
    let shown = true;
    offerableKey().then(
      (key) => shown && setPublicKey(key),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, []);
  if (!publicKey) return null;

  async function turnOn(key: string) {
    const outcome = await turnOnNotifications(key);
    setSaid(outcomeWords(outcome)?.words);
  }

  return (
    <>
      {/* A live region from the start, so that how it went is read out when it is written. */}
      <p role="status" className="empty:sr-only">
        {said}
      </p>
      {!said && (
        <>
          <p>{text.offer}</p>
          <Button variant="outline" onClick={() => void turnOn(publicKey)}>
            {text.turnOn}
          </Button>
        </>
      )}
    </>
  );
}
