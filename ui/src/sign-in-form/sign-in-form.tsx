import type { ComponentProps } from 'react';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { Form, FormField, useForm } from '../form';
import { Banner } from '../banner';
import { messagesResolver } from '../lib/messages-resolver';
import { PasswordFormField } from '../lib/password-form-field';
import type { SignInCredentials } from '../lib/profile';
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
  showPassword: 'Show password',
  hidePassword: 'Hide password',
};
export type SignInFormText = typeof signInFormText;

export type SignInFormProps = Omit<ComponentProps<'div'>, 'onSubmit'> & {
  /** Called with the credentials and the Keep Me Signed In choice after both fields pass. */
  onSubmit: (credentials: SignInCredentials, keepSignedIn: boolean) => void;
  /** Opens the forgot-password flow. */
  onForgotPassword?: () => void;
  /** Starts Google sign-in; without it, the Google button is not shown. */
  onGoogleSignIn?: () => void;
  /** Where 'Create one' leads (the registration page of the same role). */
  createAccountHref: string;
  /** Lets the app route without a page load: call `event.preventDefault()` and navigate. */
  onCreateAccount?: ComponentProps<'a'>['onClick'];
  /** The server's refusal, e.g. 'Incorrect username or password.'. */
  errorMessage?: string;
  /**
   * Disables the buttons and shows a spinner while signing in.
   * @defaultValue false
   */
  submitting?: boolean;
  /** Any English text to replace, e.g. German. */
  text?: Partial<SignInFormText>;
};

type SignInValues = { email: string; password: string; keepSignedIn: boolean };

/** E-mail and password sign-in with the social alternatives, Keep Me Signed In and the way to register. */
export function SignInForm({
  onSubmit,
  onForgotPassword,
  onGoogleSignIn,
  createAccountHref,
  onCreateAccount,
  errorMessage,
  submitting = false,
  text: textOverrides,
  ...props
}: SignInFormProps) {
  const text = { ...signInFormText, ...textOverrides };
  const form = useForm<SignInValues>({
    defaultValues: { email: '', password: '', keepSignedIn: false },
    resolver: messagesResolver(({ email, password }) => ({
      email: email.trim() === '' && text.emailRequired,
      password: password === '' && text.passwordRequired,
    })),
  });
  return (
    <div data-slot="sign-in-form" {...props}>
      <Form
        form={form}
        onSubmit={({ email, password, keepSignedIn }) => onSubmit({ email: email.trim(), password }, keepSignedIn)}
      >
        {errorMessage && <Banner>{errorMessage}</Banner>}
        <FormField
          control={form.control}
          name="email"
          render={({ field, error }) => (
            <TextField label={text.email} type="email" autoComplete="email" required error={error} {...field} />
          )}
        />
        <PasswordFormField
          control={form.control}
          name="password"
          label={text.password}
          autoComplete="current-password"
          text={text}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <FormField
            control={form.control}
            name="keepSignedIn"
            render={({ field: { value, onChange, ref, name } }) => (
              <Checkbox
                label={text.keepMeSignedIn}
                name={name}
                ref={ref}
                checked={value}
                onCheckedChange={(checked) => onChange(checked === true)}
              />
            )}
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
          <Button type="button" variant="outline" onClick={onGoogleSignIn} disabled={submitting}>
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
      </Form>
    </div>
  );
}
