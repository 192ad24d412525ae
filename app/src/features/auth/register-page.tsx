import { RegistrationForm, registrationFormTranslations, toast, type RegistrationFormProps } from '@jumpers/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { uiTextCatalog, useMessages, useUiText, withTexts } from '../../i18n/messages';
import { AuthFrame } from './auth-frame';
import { authText } from './messages';

/** The ui's registration form, its password checklist included, in the language in use. */
const registrationFormTexts = uiTextCatalog(registrationFormTranslations);

/** After registering, the jumper reads the success message, then goes on to upload documents. */
const redirectAfterRegistrationMs = 1500;

export function RegisterPage() {
  const text = useMessages(authText);
  const formText = useUiText(registrationFormTexts);
  const navigate = useNavigate();
  const role = useParams().user ?? 'jumper';
  const [errorMessage, setErrorMessage] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const signInHref = `/login/${role}`;

  useEffect(() => {
    if (errorMessage) errorRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [errorMessage]);

  async function register(user: Parameters<RegistrationFormProps['onSubmit']>[0]) {
    setSubmitting(true);
    setErrorMessage(undefined);
    try {
      // The API client and the session code load with the first registration sent, not with the page: the page's
      // first visit stays within its JavaScript budget (README, Performance).
      const [{ api }, { startSession }] = await Promise.all([import('../../api/client'), import('./start-session')]);
      const { data, error, response } = await api.POST('/api/v1/user', { body: { user } });
      if (data) {
        toast.success(text.registered);
        const next = startSession(data, false);
        setTimeout(() => navigate(next), redirectAfterRegistrationMs);
        return;
      }
      // A refusal in a banner, worded by its code in the user's language (its wordings load only when needed); a
      // generic message (in a toast only) for anything else.
      if (response.status === 422 && error) {
        const { serverMessage } = await withTexts(import('../../lib/server-error'));
        setErrorMessage(serverMessage(error, response) ?? text.somethingWentWrong);
      } else toast.error(text.somethingWentWrong);
      setSubmitting(false);
    } catch {
      toast.error(text.somethingWentWrong);
      setSubmitting(false);
    }
  }

  return (
    <AuthFrame title={text.registerTitle({ role })}>
      <div ref={errorRef} className="scroll-mt-4">
        {role === 'jumper' ? (
          <RegistrationForm
            text={formText}
            errorMessage={errorMessage}
            submitting={submitting}
            onSubmit={register}
            signInHref={signInHref}
            onSignIn={(event) => {
              event.preventDefault();
              navigate(signInHref);
            }}
          />
        ) : (
          <p>{text.companyNotAvailable}</p>
        )}
      </div>
    </AuthFrame>
  );
}
