import type { Language } from '../i18n/language';
import { Button, toast } from '@jumpers/ui';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { messageCatalog, messagesNow, useMessages } from '../i18n/messages';
import { offlineRefusal } from './offline-notice';
import { pushDevicesQuery, pushSupported, turnOnNotifications, type TurnOnOutcome } from './push-notifications';

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
 * After an application is sent, the moment its news matters: offers notifications on this device, inside the
 * confirmation (a toast under a modal dialog is out of reach of the keyboard and screen readers), and says there how
 * it went. Never asked unprompted on a first visit.
 */
export function NotificationsOffer() {
  const text = useMessages(pushText);
  const queryClient = useQueryClient();
  const askable = pushSupported() && Notification.permission !== 'denied';
  // Settings shares this query; a failed look at the devices only leaves the offer out.
  const { data } = useQuery({ ...pushDevicesQuery, enabled: askable });
  const [said, setSaid] = useState<string>();
  const publicKey = askable && data && !data.thisDevice ? data.public_key : null;
  if (!publicKey && said === undefined) return null;

  async function turnOn(key: string) {
    setSaid(outcomeWords(await turnOnNotifications(key))?.words);
    await queryClient.invalidateQueries({ queryKey: pushDevicesQuery.queryKey });
  }

  return (
    <>
      {/* A live region from the start, so that how it went is read out when it is written. */}
      <p role="status" className="empty:sr-only">
        {said}
      </p>
      {!said && publicKey && (
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
