import { msg } from '@lingui/core/macro';
import type { Language } from '../../i18n/language';
import { messageCatalog } from '../../i18n/messages';

/** The catalog of the landing page. */
export const loadLandingMessages = (language: Language) => import(`./locales/${language}.po`);

export const landingText = messageCatalog(loadLandingMessages, {
  title: msg`Jobs for every ability`,
  lead: msg`Temporary and permanent positions across Switzerland. Register, get your documents verified and apply in a few steps.`,
  loginRegister: msg`Login / Register`,
  promoTitle: msg`What are you waiting for? Get the app`,
  promoText: msg`Follow your applications and engagements on your phone, wherever you are.`,
});
