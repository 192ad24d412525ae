import { Banner, SignInForm, signInFormTranslations, toast } from '@jumpers/ui';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { operations } from '@jumpers/contract';
import { uiTextCatalog, useMessages, useUiText, withTexts } from '../../i18n/messages';
import { sessionEndedNotice } from '../../session/guards';
import { AuthFrame } from './auth-frame';
import { authText } from './messages';
import { startSession } from './start-session';

const googleClientId: string | undefined = import.meta.env.VITE_GOOGLE_CLIENT_ID || undefined;

// Most visitors never open it: its code, and the texts it brings (the dialog's close button), load the first time
// someone does.
const ForgotPasswordDialog = lazy(() =>
  withTexts(import('./forgot-password-dialog').then(({ ForgotPasswordDialog }) => ({ default: ForgotPasswordDialog }))),
);

type SignInBody = operations['signIn']['requestBody']['content']['application/json'];

/** The ui's sign-in form in the language in use. */
const signInFormTexts = uiTextCatalog(signInFormTranslations);

/** The address of the password reset on the sign-in page: a link to it opens the forgot-password dialog. */
const forgotPasswordHash = '#forgot-password';

export function SignInPage() {
  const text = useMessages(authText);
  const formText = useUiText(signInFormTexts);
  const navigate = useNavigate();
  const location = useLocation();
  // Sent here by the jumper area when the server ended the session: say so, and go back there afterwards.
  const sessionEnded = sessionEndedNotice(location.state);
  const role = useParams().user ?? 'jumper';
  const [errorMessage, setErrorMessage] = useState<string>();
  /** Sign-in refused for a while (429, with Retry-After): the sentence saying so, in the current language. */
  const [paused, setPaused] = useState<() => string>();
  const [submitting, setSubmitting] = useState(false);
  const [forgotPasswordOpen, setForgotPasswordOpen] = useState(location.hash === forgotPasswordHash);
  const registerHref = `/register/${role}`;

  async function completeSignIn(body: SignInBody, keepSignedIn: boolean, refusal: string, failure: string) {
    try {
      // The API client loads with the first submit: a visitor who only looks never downloads it.
      const { api } = await import('../../api/client');
      const { data, response } = await api.POST('/api/v1/user/sign_in', { body });
      if (data) {
        toast.success(text.loginSuccess);
        navigate(startSession(data, keepSignedIn, sessionEnded?.returnTo));
        return;
      }
      // Too many failed attempts (or too many from this address): the right password is refused too, for a while.
      if (response.status === 429) {
        // Its wording loads only now: most visitors of this page are never refused so.
        const { signInPaused } = await withTexts(import('../../lib/sign-in-paused'));
        setPaused(() => signInPaused(response));
      } else setErrorMessage(response.status === 422 ? refusal : failure);
    } catch {
      setErrorMessage(failure);
    }
  }

  async function signIn(credentials: { email: string; password: string }, keepSignedIn: boolean) {
    setSubmitting(true);
    setErrorMessage(undefined);
    setPaused(undefined);
    await completeSignIn({ user: credentials }, keepSignedIn, text.incorrectCredentials, text.somethingWentWrong);
    setSubmitting(false);
  }

  async function signInWithGoogle(clientId: string, keepSignedIn: boolean) {
    setSubmitting(true);
    setErrorMessage(undefined);
    setPaused(undefined);
    try {
      const { requestGoogleIdToken } = await import('./google-identity');
      const idToken = await requestGoogleIdToken(clientId);
      // The server creates the account of a new verified Google e-mail itself (api/openapi.yaml).
      await completeSignIn(
        { user: { login_type: 'google', id_token: idToken } },
        keepSignedIn,
        text.googleSignUpFailed,
        text.googleLoginFailed,
      );
    } catch {
      setErrorMessage(text.googleTokenFailed);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthFrame title={text.signInTitle({ role })}>
      {sessionEnded && <Banner variant="warning">{text.sessionEnded}</Banner>}
      {role === 'jumper' ? (
        <SignInForm
          text={formText}
          errorMessage={paused ? paused() : errorMessage}
          // Offered while sign-in is paused: a new password is the way back in before the wait is over.
          errorLink={
            paused && {
              label: text.resetPassword,
              href: `${location.pathname}${forgotPasswordHash}`,
              onClick: (event) => {
                event.preventDefault();
                setForgotPasswordOpen(true);
              },
            }
          }
          submitting={submitting}
          onSubmit={signIn}
          onForgotPassword={() => setForgotPasswordOpen(true)}
          // Offered only where the deployment has a Google OAuth client id.
          onGoogleSignIn={
            googleClientId ? (keepSignedIn) => void signInWithGoogle(googleClientId, keepSignedIn) : undefined
          }
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
