import { msg } from '@lingui/core/macro';
import { bankDetailsCardTranslations, bankDetailsFormTranslations } from '@jumpers/ui';
import type { Language } from '../../i18n/language';
import { messageCatalog, uiTextCatalog } from '../../i18n/messages';

/** The catalog of Profile › Bank Account details. */
export const loadBankMessages = (language: Language) => import(`./locales/${language}.po`);

export const bankText = messageCatalog(loadBankMessages, {
  lead: msg`Your wages are paid into this account.`,
  loading: msg`Loading your bank account details`,
  loadFailed: msg`Your bank account details could not be loaded.`,
  retry: msg`Try again`,
  dialogTitle: msg`Bank details`,
  saved: msg`Bank Details Added Successfully!`,
  saveFailed: msg`Your bank details could not be saved. Please try again.`,
});

/** The ui's card and form of the page, in the language in use. */
export const bankDetailsCardTexts = uiTextCatalog(bankDetailsCardTranslations);
export const bankDetailsFormTexts = uiTextCatalog(bankDetailsFormTranslations);
