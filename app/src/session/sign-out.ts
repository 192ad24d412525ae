import { api } from '../api/client';
import { clearSession } from './session';

/**
 * Log-out: the server revokes the key, then both storages are cleared. The session ends
 * here even when the server cannot be reached, so a shared computer is never left signed in.
 */
export async function signOut() {
  try {
    await api.DELETE('/api/v1/user/sign_out');
  } finally {
    clearSession();
  }
}
