import { api } from '../api/client';
import { forgetOfflineReading } from '../lib/offline-reading';
import { clearSession } from './session';

/**
 * Log-out: the server revokes the key, then both storages and what the service worker kept for reading offline are
 * cleared. The session ends here even when the server cannot be reached, so a shared computer is never left signed in.
 */
export async function signOut() {
  try {
    await api.DELETE('/api/v1/user/sign_out');
  } finally {
    try {
      await forgetOfflineReading();
    } finally {
      clearSession();
    }
  }
}
