import { SignInForm, toast } from '@jumpers/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/client';
import { useText } from '../../i18n/catalog';
import { AuthFrame } from './auth-frame';
import { authText } from './messages';
import { startSession } from './start-session';

// Most visitors never open it: its code loads the first time someone does.
const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog').then(({ ForgotPasswordDialog }) => ({ default: ForgotPasswordDialog })),
);

export function SignInPage() {
  const text = useText(authText);
  const navigate = useNavigate();
  const role = useParams().user ?? 'jumper';
  const [errorMessage, setErrorMessage] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [forgotPasswordOpen, setForgotPasswordOpen] = useState(false);
  const registerHref = `/register/${role}`;

  async function signIn(credentials: { email: string; password: string }, keepSignedIn: boolean) {
    setSubmitting(true);
    setErrorMessage(undefined);
    try {
      const { data, response } = await api.POST('/api/v1/user/sign_in', { body: { user: credentials } });
      if (data) {
        toast.success(text.loginSuccess);
        navigate(startSession(data, keepSignedIn));
        return;
      }
      setErrorMessage(response.status === 422 ? text.incorrectCredentials : text.somethingWentWrong);
    } catch {
      setErrorMessage(text.somethingWentWrong);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthFrame title={text.signInTitle(role)}>
      {role === 'jumper' ? (
        <SignInForm
          text={text.signInForm}
          errorMessage={errorMessage}
          submitting={submitting}
          onSubmit={signIn}
          onForgotPassword={() => setForgotPasswordOpen(true)}
          createAccountHref={registerHref}
          onCreateAccount={(event) => {
            event.preventDefault();
            navigate(registerHref);
          }}
        />
      ) : (
        <p>{text.companyNotAvailable}</p>
      )}
      {forgotPasswordOpen && (
        <Suspense>
          <ForgotPasswordDialog open onOpenChange={setForgotPasswordOpen} />
        </Suspense>
      )}
    </AuthFrame>
  );
}
