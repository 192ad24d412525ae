import { defineCatalog, textNow } from '../i18n/catalog';
import { minutesText, retryAfterMinutes } from './wait-time';

/**
 * Sign-in refused for a while (429 `sign_in_paused`: too many failed attempts for the account), with the wait from
 * Retry-After ('15 minutes'). Apart from the other refusals, and loaded by the sign-in page only when it is refused
 * so, as that page is the one most visitors load first.
 */
export const signInPausedText = defineCatalog(
  {
    paused: (wait: string | undefined) =>
      wait
        ? `Sign-in is paused for ${wait} after too many failed attempts. Please try again then, or reset your password.`
        : 'Sign-in is paused after too many failed attempts. Please try again later, or reset your password.',
  },
  {
    paused: (wait: string | undefined) =>
      wait
        ? `Nach zu vielen Fehlversuchen ist die Anmeldung für ${wait} pausiert. Bitte versuchen Sie es danach erneut oder setzen Sie Ihr Passwort zurück.`
        : 'Nach zu vielen Fehlversuchen ist die Anmeldung pausiert. Bitte versuchen Sie es später erneut oder setzen Sie Ihr Passwort zurück.',
  },
);

/** The sentence for a paused sign-in's answer, in the language current when it is called. */
export function signInPaused(response: Response): () => string {
  const minutes = retryAfterMinutes(response);
  return () => textNow(signInPausedText).paused(minutes === undefined ? undefined : minutesText(minutes));
}
