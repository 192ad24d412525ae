import { useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { Banner } from '../banner';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import type { SignInCredentials } from '../lib/profile';
import type { Translations } from '../lib/translations';
import { PasswordField } from '../password-field';
import { passwordFieldText } from '../password-field/password-field-text';
import { TextField } from '../text-field';

export const signInFormText = {
  email: 'Email',
  password: 'Password',
  emailRequired: 'Please enter email.',
  passwordRequired: 'Please enter password.',
  forgotPassword: 'Forgot password',
  signInWithEmail: 'Sign In with Email',
  signInWithGoogle: 'Sign In with Google',
  keepMeSignedIn: 'Keep Me Signed In',
  noAccount: "Don't have an account?",
  createOne: 'Create one',
  ...passwordFieldText,
};
export type SignInFormText = typeof signInFormText;

/** The sign-in form's words in every language. */
export const signInFormTranslations: Translations<SignInFormText> = {
  en: signInFormText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type SignInFormProps = Omit<ComponentProps<'div'>, 'onSubmit'> & {
  /** Called with the credentials and the Keep Me Signed In choice after both fields pass. */
  onSubmit: (credentials: SignInCredentials, keepSignedIn: boolean) => void;
  /** Opens the forgot-password flow. */
  onForgotPassword?: () => void;
  /** Starts Google sign-in with the Keep Me Signed In choice; without it, the Google button is not shown. */
  onGoogleSignIn?: (keepSignedIn: boolean) => void;
  /** Where 'Create one' leads (the registration page of the same role). */
  createAccountHref: string;
  /** Lets the app route without a page load: call `event.preventDefault()` and navigate. */
  onCreateAccount?: ComponentProps<'a'>['onClick'];
  /** The server's refusal, e.g. 'Incorrect username or password.'. */
  errorMessage?: string;
  /**
   * A way out of the refusal, shown as a link after it: when sign-in is paused, the password reset. `onClick` lets
   * the app open it without a page load (call `event.preventDefault()`).
   */
  errorLink?: { label: string; href: string; onClick?: ComponentProps<'a'>['onClick'] };
  /**
   * Disables the buttons and shows a spinner while signing in.
   * @defaultValue false
   */
  submitting?: boolean;
  /** Any English text to replace, e.g. German. */
  text?: Partial<SignInFormText>;
};

/** E-mail and password sign-in with the social alternatives, Keep Me Signed In and the way to register. */
export function SignInForm({
  onSubmit,
  onForgotPassword,
  onGoogleSignIn,
  createAccountHref,
  onCreateAccount,
  errorMessage,
  errorLink,
  submitting = false,
  text: textOverrides,
  ...props
}: SignInFormProps) {
  const text = { ...signInFormText, ...textOverrides };
  // Two fields need no form library: this is the page most visitors load first, so it stays light.
  // The behaviour is the pattern of every Form all the same: messages appear on the first
  // submit, focus goes to the first field at fault, and from then on messages follow each keystroke.
  const [credentials, setCredentials] = useState<SignInCredentials>({ email: '', password: '' });
  const [keepSignedIn, setKeepSignedIn] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errors = {
    email: credentials.email.trim() === '' ? text.emailRequired : undefined,
    password: credentials.password === '' ? text.passwordRequired : undefined,
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (errors.email) emailRef.current?.focus();
    else if (errors.password) passwordRef.current?.focus();
    else onSubmit({ email: credentials.email.trim(), password: credentials.password }, keepSignedIn);
  }

  return (
    <div data-slot="sign-in-form" {...props}>
      <form data-slot="form" noValidate onSubmit={submit} className="flex flex-col gap-4">
        {errorMessage && (
          <Banner>
            {errorMessage}
            {errorLink && (
              <>
                {' '}
                <a
                  href={errorLink.href}
                  onClick={errorLink.onClick}
                  className="focus-ring inline-flex min-h-target items-center font-semibold underline underline-offset-4"
                >
                  {errorLink.label}
                </a>
              </>
            )}
          </Banner>
        )}
        <TextField
          ref={emailRef}
          label={text.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          error={submitted ? errors.email : undefined}
          value={credentials.email}
          onChange={(event) => setCredentials({ ...credentials, email: event.target.value })}
        />
        <PasswordField
          ref={passwordRef}
          label={text.password}
          name="password"
          autoComplete="current-password"
          required
          error={submitted ? errors.password : undefined}
          text={{ showPassword: text.showPassword, hidePassword: text.hidePassword }}
          value={credentials.password}
          onChange={(event) => setCredentials({ ...credentials, password: event.target.value })}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Checkbox
            label={text.keepMeSignedIn}
            name="keepSignedIn"
            checked={keepSignedIn}
            onCheckedChange={(checked) => setKeepSignedIn(checked === true)}
          />
          <Button type="button" variant="link" onClick={onForgotPassword}>
            {text.forgotPassword}
          </Button>
        </div>
        <Button type="submit" loading={submitting}>
          {text.signInWithEmail}
        </Button>
        {/* Offered only when the app can sign in with Google; the source app's inert Apple button is gone until it works. */}
        {onGoogleSignIn && (
          <Button type="button" variant="outline" onClick={() => onGoogleSignIn(keepSignedIn)} disabled={submitting}>
            {text.signInWithGoogle}
          </Button>
        )}
        <p className="text-center text-sm">
          {text.noAccount}{' '}
          <a
            href={createAccountHref}
            onClick={onCreateAccount}
            className="focus-ring font-semibold text-primary underline underline-offset-4 inline-flex min-h-target items-center"
          >
            {text.createOne}
          </a>
        </p>
      </form>
    </div>
  );
}
