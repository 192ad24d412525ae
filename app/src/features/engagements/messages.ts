import { msg } from '@lingui/core/macro';
import { applicationCardTranslations, engagementsLayoutTranslations } from '@jumpers/ui';
import { intlLocale, useLanguage, type Language } from '../../i18n/language';
import { messageCatalog, uiTextCatalog, useMessages, useUiText, type MessageWith } from '../../i18n/messages';

/** The catalog of the engagements feature: the jumper's applications and their withdrawal. */
export const loadEngagementsMessages = (language: Language) => import(`./locales/${language}.po`);

export const engagementsText = messageCatalog(loadEngagementsMessages, {
  // What this page holds are applications and their outcomes: 'Einsätze' would promise booked assignments.
  title: msg`Engagements`,
  /** The statuses of applications without a stage, on their cards. */
  statuses: {
    applied: msg`Applied`,
    unsuccessful: msg`Unsuccessful`,
  },
  loadFailed: msg`Something went wrong, Please again later.`,
});

/** What the withdrawal tells the jumper after the dialog (withdraw-dialog.tsx): done, or failed. */
export const withdrawText = messageCatalog(loadEngagementsMessages, {
  withdrawn: msg({
    message: 'Your application for {jobTitle} is withdrawn. You can apply again later.',
  }) as MessageWith<{
    jobTitle: string;
  }>,
  failed: msg`Something went wrong, Please try again!`,
});

/** The ui's own words of the page's layout and its cards, loaded with the page's catalog. */
const layoutTexts = uiTextCatalog(engagementsLayoutTranslations);
const cardTexts = uiTextCatalog(applicationCardTranslations);

/** The engagements page's texts in the current language, with the ui's words of its layout and application cards. */
export function useEngagementsText() {
  const { statuses, ...messages } = useMessages(engagementsText);
  const language = useLanguage();
  return {
    ...messages,
    layout: useUiText(layoutTexts),
    locale: intlLocale(language),
    card: { ...useUiText(cardTexts), statuses },
  };
}
