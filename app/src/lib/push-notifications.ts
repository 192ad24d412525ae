import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { dataOf } from '../api/query';

/** Whether this browser can show notifications from the app's service worker (Safari on iPhone: once installed). */
export const pushSupported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The devices this jumper gets notifications on, and the server's key (null: the server offers none). */
export async function pushDevices() {
  return (await dataOf(api.GET('/api/v1/push_subscriptions'))).data;
}

/** This browser's push subscription, if it has one. */
async function thisSubscription() {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function thisDeviceEndpoint() {
  return pushSupported() ? ((await thisSubscription())?.endpoint ?? null) : null;
}

/**
 * The jumper's devices with the server's key, and this browser's endpoint (null: it gets none): one query for
 * the offer after an application and for Settings, invalidated when a device is turned on or off.
 */
export const pushDevicesQuery = queryOptions({
  queryKey: ['/api/v1/push_subscriptions'],
  queryFn: async () => ({ ...(await pushDevices()), thisDevice: await thisDeviceEndpoint() }),
});

/**
 * How turning notifications on went: on; the browser's question answered no (now or before); set aside without an
 * answer; or the browser's push service, or the server, could not be reached.
 */
export type TurnOnOutcome = 'on' | 'denied' | 'dismissed' | 'failed';

/**
 * Asks the jumper's permission (the browser's own question: call it from a press of theirs), subscribes this browser
 * with the server's key and stores the device.
 */
export async function turnOnNotifications(publicKey: string): Promise<TurnOnOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'dismissed';
  try {
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: publicKey,
    });
    const { endpoint, keys } = subscription.toJSON();
    if (!endpoint || !keys?.p256dh || !keys.auth) return 'failed';
    const { response } = await api.POST('/api/v1/push_subscriptions', {
      body: { subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } },
    });
    return response.ok ? 'on' : 'failed';
  } catch {
    // The browser's push service (Google's, Apple's, Mozilla's) refused or could not be reached, or the server.
    return 'failed';
  }
}

/** Turns a device off; this browser's own subscription ends with it. */
export async function turnOffDevice(id: number, endpoint: string) {
  const { response } = await api.DELETE('/api/v1/push_subscriptions/{id}', { params: { path: { id } } });
  const own = pushSupported() ? await thisSubscription() : null;
  if (own?.endpoint === endpoint) await own.unsubscribe();
  return response.ok;
}

/** Log-out: this device stops getting the jumper's notifications, on the server and in the browser. */
export async function forgetThisDevice() {
  const own = pushSupported() ? await thisSubscription() : null;
  if (!own) return;
  const { devices } = await pushDevices();
  const stored = devices.find((device) => device.endpoint === own.endpoint);
  if (stored) await api.DELETE('/api/v1/push_subscriptions/{id}', { params: { path: { id: stored.id } } });
  await own.unsubscribe();
}
