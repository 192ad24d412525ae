import { msg } from '@lingui/core/macro';
import type { Language } from '../../i18n/language';
import { messageCatalog } from '../../i18n/messages';

/** The catalog of Profile › Payslips. */
export const loadPayslipsMessages = (language: Language) => import(`./locales/${language}.po`);

export const payslipsText = messageCatalog(loadPayslipsMessages, {
  /** ui's PayslipsEmpty; English is ui's own wording. */
  empty: {
    title: msg`No payslips yet`,
    description: msg`Once you've started working, we'll show your payslips here.`,
  },
});
