import { Toaster } from '@jumpers/ui';
import { useText } from '../i18n/catalog';
import { shellText } from './messages';

/** The toast region, in the visitor's language. */
export default function LocalizedToaster() {
  const text = useText(shellText);
  return (
    <Toaster
      label={text.notifications}
      closeLabel={text.closeToast}
      successLabel={text.successToast}
      errorLabel={text.errorToast}
    />
  );
}
