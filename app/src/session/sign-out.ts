import { api } from '../api/client';
import { forgetOfflineReading } from '../lib/offline-reading';
import { forgetThisDevice } from '../lib/push-notifications';
import { clearSession } from './session';

/**
 * Log-out: this device's notifications are turned off, the server revokes the key, then both storages and what the
 * service worker kept for reading offline are cleared. The session ends here even when the server cannot be reached, so a shared computer is never left signed in.
 */
export async function signOut() {
  try {
    // While the key still works: this device stops getting the jumper's notifications.
    await forgetThisDevice().catch(() => undefined);
    await api.DELETE('/api/v1/user/sign_out');
  } finally {
    try {
      await forgetOfflineReading();
    } finally {
      clearSession();
    }
  }
}
