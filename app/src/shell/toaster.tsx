import { Toaster } from '@jumpers/ui';
import { useMessages } from '../i18n/messages';
import { shellText } from './messages';

/** The toast region, in the visitor's language. */
export default function LocalizedToaster() {
  const text = useMessages(shellText);
  return (
    <Toaster
      label={text.notifications}
      text={{ close: text.closeToast, success: text.successToast, error: text.errorToast }}
    />
  );
}
