import { toast } from '@jumpers/ui';
import { defineCatalog, textNow } from '../i18n/catalog';
import { pushDevices, pushSupported, thisDeviceEndpoint, turnOnNotifications } from './push-notifications';

export const pushText = defineCatalog(
  {
    offer: 'Get a notification on this device when your application moves on?',
    turnOn: 'Turn on notifications',
    offerHint: 'Press F8 to reach Turn on notifications.',
    turnedOn: 'Notifications are on for this device.',
    notAllowed: 'Notifications are blocked for this site: allow them in your browser’s settings.',
  },
  {
    offer: 'Möchten Sie auf diesem Gerät benachrichtigt werden, wenn es bei Ihrer Bewerbung weitergeht?',
    turnOn: 'Benachrichtigungen einschalten',
    offerHint: 'Mit F8 erreichen Sie «Benachrichtigungen einschalten».',
    turnedOn: 'Benachrichtigungen sind auf diesem Gerät eingeschaltet.',
    notAllowed:
      'Benachrichtigungen sind für diese Website gesperrt: Erlauben Sie sie in den Einstellungen Ihres Browsers.',
  },
);

/** Asks the browser's permission and says how it went. */
export async function turnOnAndSay(publicKey: string) {
  const text = textNow(pushText);
  if (await turnOnNotifications(publicKey)) toast.success(text.turnedOn);
  else toast.error(text.notAllowed);
}

/**
 * After an application is sent, the moment its news matters: offers notifications on this device, once the server
 * offers them and unless the browser has them already, or was told no. Never asked unprompted on a first visit.
 */
export async function offerNotificationsAfterApplying() {
  if (!pushSupported() || Notification.permission === 'denied' || (await thisDeviceEndpoint())) return;
  const { public_key: publicKey } = await pushDevices();
  if (!publicKey) return;
  const text = textNow(pushText);
  toast.success(text.offer, {
    action: { label: text.turnOn, altText: text.offerHint, onAction: () => void turnOnAndSay(publicKey) },
  });
}
