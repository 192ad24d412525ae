import type { Language } from '../i18n/language';
import { msg } from '@lingui/core/macro';
import { messageCatalog, messagesNow, type MessageWith } from '../i18n/messages';
import { retryAfterMinutes } from './wait-time';

const loadRefusalMessages = (language: Language) => import(`./locales/refusals/${language}.po`);

/**
 * Sign-in refused for a while (429 `sign_in_paused`: too many failed attempts for the account), with the wait from
 * Retry-After in minutes when the answer gives it. Apart from the other refusals, and loaded by the sign-in page only
 * when it is refused so, as that page is the one most visitors load first.
 */
export const signInPausedText = messageCatalog(loadRefusalMessages, {
  paused: msg`Sign-in is paused after too many failed attempts. Please try again later, or reset your password.`,
  pausedFor: msg({
    message:
      'Sign-in is paused for {minutes, plural, one {# minute} other {# minutes}} after too many failed attempts. Please try again then, or reset your password.',
  }) as MessageWith<{ minutes: number }>,
});

/** The sentence for a paused sign-in's answer, in the language current when it is called. */
export function signInPaused(response: Response): () => string {
  const minutes = retryAfterMinutes(response);
  return () => {
    const text = messagesNow(signInPausedText);
    return minutes === undefined ? text.paused : text.pausedFor({ minutes });
  };
}
