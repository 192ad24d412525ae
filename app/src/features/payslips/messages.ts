import { payslipsEmptyTranslations } from '@jumpers/ui';
import { uiTextCatalog } from '../../i18n/messages';

/** Profile › Payslips shows the ui's empty state alone: its words are the ui's, in the language in use. */
export const payslipsEmptyTexts = uiTextCatalog(payslipsEmptyTranslations);
