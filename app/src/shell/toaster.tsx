import { Toaster, toasterTranslations } from '@jumpers/ui';
import { uiTextCatalog, useMessages, useUiText } from '../i18n/messages';
import { shellText } from './messages';

/** The toasts' own words, loaded with the toaster (lazy-toaster.tsx). */
const toasterTexts = uiTextCatalog(toasterTranslations);

/** The toast region, in the visitor's language. */
export default function LocalizedToaster() {
  const text = useMessages(shellText);
  return <Toaster label={text.notifications} text={useUiText(toasterTexts)} />;
}
