import { Toaster } from '@jumpers/ui';
import { useText } from '../i18n/catalog';
import { shellText } from './messages';

/** The toast region, in the visitor's language. */
export default function LocalizedToaster() {
  const text = useText(shellText);
  return (
    <Toaster
      label={text.notifications}
      text={{ close: text.closeToast, success: text.successToast, error: text.errorToast }}
    />
  );
}
