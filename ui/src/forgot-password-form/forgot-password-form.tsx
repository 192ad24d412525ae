import { useEffect, useState, type ComponentProps } from 'react';
import { Button } from '../button';
import { Form, FormField, useForm } from '../form';
import { Banner } from '../banner';
import { isEmail } from '@jumpers/rules/email';
import { isNewPassword } from '@jumpers/rules/password';
import { messagesResolver } from '../lib/messages-resolver';
import { PasswordFormField } from '../lib/password-form-field';
import type { PasswordResetPayload } from '../lib/profile';
import type { Translations } from '../lib/translations';
import { OtpInput } from '../otp-input';
import { passwordFieldText } from '../password-field/password-field-text';
import { TextField } from '../text-field';

export const forgotPasswordFormText = {
  emailStepIntro: 'Enter the e-mail address of your account and we will send you a code.',
  email: 'Email',
  next: 'Next',
  otpStepIntro: 'Enter the 4-digit code we sent to your e-mail address.',
  otp: 'OTP',
  submit: 'Submit',
  resend: 'Resend OTP',
  resendIn: (seconds: number) => `Resend OTP in ${seconds} s`,
  invalidOtp: 'Invalid OTP!',
  passwordStepIntro: 'Choose a new password.',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  save: 'Save',
  ...passwordFieldText,
  emailRequired: 'Please enter email.',
  emailInvalid: 'Please enter a valid email.',
  otpRequired: 'Please enter OTP.',
  otpInvalid: 'Please enter valid OTP.',
  newPasswordRequired: 'Please enter new password.',
  confirmPasswordRequired: 'Please enter confirm password.',
  passwordWeak:
    'Password must contain at least 8 characters, including uppercase, lowercase, number, and special character.',
  passwordMismatch: 'Confirm password must be same as new password!.',
};
export type ForgotPasswordFormText = typeof forgotPasswordFormText;

/** The password recovery's words in every language. */
export const forgotPasswordFormTranslations: Translations<ForgotPasswordFormText> = {
  en: forgotPasswordFormText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

/** A step's outcome: `true` moves on, anything else stays (the app shows why, e.g. through `errorMessage`). */
type StepResult = boolean | void | Promise<boolean | void>;

export type ForgotPasswordFormProps = ComponentProps<'div'> & {
  /** Step 1: asks the server to send a code. Return `true` once sent. */
  onRequestCode: (email: string) => StepResult;
  /** Asks for another code; the countdown starts again. */
  onResendCode: (email: string) => void;
  /** Step 2: checks the code. Return `true` when it is right. */
  onVerifyCode: (payload: { email: string; otp: string }) => StepResult;
  /** Step 3: sets the new password. */
  onResetPassword: (payload: PasswordResetPayload) => void;
  /**
   * Shows the 'Invalid OTP!' banner on the code step.
   * @defaultValue false
   */
  otpInvalid?: boolean;
  /** Any other refusal of the server ('User not found!'), shown above the current step. */
  errorMessage?: string;
  /**
   * How long the resend link stays disabled after a code is sent.
   * @defaultValue 60
   */
  resendCountdownSeconds?: number;
  text?: Partial<ForgotPasswordFormText>;
};

/**
 * The three steps of password recovery: e-mail, one-time code (resend after a countdown), new
 * password and confirmation. Mount it anew (e.g. inside a dialog) to start over.
 */
export function ForgotPasswordForm({
  onRequestCode,
  onResendCode,
  onVerifyCode,
  onResetPassword,
  otpInvalid = false,
  errorMessage,
  resendCountdownSeconds = 60,
  text: textOverrides,
  ...props
}: ForgotPasswordFormProps) {
  const text = { ...forgotPasswordFormText, ...textOverrides };
  const [step, setStep] = useState<'email' | 'otp' | 'password'>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  return (
    <div data-slot="forgot-password-form" data-step={step} {...props}>
      {step === 'email' && (
        <EmailStep
          text={text}
          errorMessage={errorMessage}
          onSubmit={async (entered) => {
            if ((await onRequestCode(entered)) === true) {
              setEmail(entered);
              setStep('otp');
            }
          }}
        />
      )}
      {step === 'otp' && (
        <OtpStep
          text={text}
          errorMessage={otpInvalid ? text.invalidOtp : errorMessage}
          countdownSeconds={resendCountdownSeconds}
          onResend={() => onResendCode(email)}
          onSubmit={async (entered) => {
            if ((await onVerifyCode({ email, otp: entered })) === true) {
              setOtp(entered);
              setStep('password');
            }
          }}
        />
      )}
      {step === 'password' && (
        <PasswordStep
          text={text}
          errorMessage={errorMessage}
          onSubmit={(passwords) => onResetPassword({ email, otp, ...passwords })}
        />
      )}
    </div>
  );
}

type StepProps<TValue> = { text: ForgotPasswordFormText; errorMessage?: string; onSubmit: (value: TValue) => void };

function EmailStep({ text, errorMessage, onSubmit }: StepProps<string>) {
  const form = useForm<{ email: string }>({
    defaultValues: { email: '' },
    resolver: messagesResolver(({ email }) => ({
      email: email.trim() === '' ? text.emailRequired : !isEmail(email.trim()) && text.emailInvalid,
    })),
  });
  return (
    <Form form={form} onSubmit={({ email }) => onSubmit(email.trim())}>
      <p className="text-sm text-muted-foreground">{text.emailStepIntro}</p>
      {errorMessage && <Banner>{errorMessage}</Banner>}
      <FormField
        control={form.control}
        name="email"
        render={({ field, error }) => (
          <TextField label={text.email} type="email" autoComplete="email" required error={error} {...field} />
        )}
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        {text.next}
      </Button>
    </Form>
  );
}

function OtpStep({
  text,
  errorMessage,
  countdownSeconds,
  onResend,
  onSubmit,
}: StepProps<string> & { countdownSeconds: number; onResend: () => void }) {
  const [secondsLeft, setSecondsLeft] = useState(countdownSeconds);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  const form = useForm<{ otp: string }>({
    defaultValues: { otp: '' },
    resolver: messagesResolver(({ otp }) => ({
      otp: otp === '' ? text.otpRequired : !/^\d{4}$/.test(otp) && text.otpInvalid,
    })),
  });
  return (
    <Form form={form} onSubmit={({ otp }) => onSubmit(otp)}>
      <p className="text-sm text-muted-foreground">{text.otpStepIntro}</p>
      {errorMessage && <Banner>{errorMessage}</Banner>}
      <FormField
        control={form.control}
        name="otp"
        render={({ field: { value, onChange, ...field }, error }) => (
          <OtpInput
            label={text.otp}
            length={4}
            required
            error={error}
            value={value}
            onValueChange={onChange}
            {...field}
          />
        )}
      />
      <Button
        type="button"
        variant="link"
        className="self-start"
        disabled={secondsLeft > 0}
        data-countdown={secondsLeft > 0 ? secondsLeft : undefined}
        onClick={() => {
          onResend();
          setSecondsLeft(countdownSeconds);
        }}
      >
        {secondsLeft > 0 ? text.resendIn(secondsLeft) : text.resend}
      </Button>
      <Button type="submit" loading={form.formState.isSubmitting}>
        {text.submit}
      </Button>
    </Form>
  );
}

type NewPasswordValues = { new_password: string; password_confirmation: string };

function PasswordStep({ text, errorMessage, onSubmit }: StepProps<NewPasswordValues>) {
  const form = useForm<NewPasswordValues>({
    defaultValues: { new_password: '', password_confirmation: '' },
    resolver: messagesResolver(({ new_password, password_confirmation }) => ({
      new_password: new_password === '' ? text.newPasswordRequired : !isNewPassword(new_password) && text.passwordWeak,
      password_confirmation:
        password_confirmation === ''
          ? text.confirmPasswordRequired
          : password_confirmation !== new_password && text.passwordMismatch,
    })),
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <p className="text-sm text-muted-foreground">{text.passwordStepIntro}</p>
      {errorMessage && <Banner>{errorMessage}</Banner>}
      <PasswordFormField
        control={form.control}
        name="new_password"
        label={text.newPassword}
        autoComplete="new-password"
        text={text}
      />
      <PasswordFormField
        control={form.control}
        name="password_confirmation"
        label={text.confirmPassword}
        autoComplete="new-password"
        text={text}
      />
      <Button type="submit">{text.save}</Button>
    </Form>
  );
}
