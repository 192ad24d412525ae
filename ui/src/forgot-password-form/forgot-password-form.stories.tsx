import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowViewport } from '../story-support/viewports';
import type { within } from 'storybook/test';
import { expect, fn, userEvent } from 'storybook/test';
import { germanNewPasswordMessages, germanPasswordToggle } from '../story-support/fixtures-german';
import { ForgotPasswordForm, type ForgotPasswordFormText } from './forgot-password-form';

const meta = {
  title: 'Patterns/Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: {
    onRequestCode: fn(() => true),
    onResendCode: fn(),
    onVerifyCode: fn(() => true),
    onResetPassword: fn(),
    className: 'max-w-md',
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** resetting a forgotten password: e-mail, one-time code, new password.\n\n**When not to:** changing a known password (use ChangePasswordForm).\n\n**States shown below:** email messages, whole flow with every message, invalid OTP banner, resend after countdown, unknown user stays on email, narrow, German validation messages, German invalid OTP.',
      },
    },
    languages: { de: () => GermanValidationMessages.args },
  },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function reachCodeStep(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText(/^Email/), 'ana@example.ch');
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  return canvas.findByLabelText(/^OTP/);
}

export const EmailMessages: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Please enter email.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ana@');
    await expect(await canvas.findByText('Please enter a valid email.')).toBeVisible();
    await expect(args.onRequestCode).not.toHaveBeenCalled();
  },
};

export const WholeFlowWithEveryMessage: Story = {
  play: async ({ canvas, args }) => {
    const otp = await reachCodeStep(canvas);
    await expect(args.onRequestCode).toHaveBeenCalledWith('ana@example.ch');
    await expect(canvas.getByRole('button', { name: 'Resend OTP in 60 s' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Please enter OTP.')).toBeVisible();
    await userEvent.type(otp, '12');
    await expect(await canvas.findByText('Please enter valid OTP.')).toBeVisible();
    await userEvent.type(otp, '34');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onVerifyCode).toHaveBeenCalledWith({ email: 'ana@example.ch', otp: '1234' });

    const newPassword = await canvas.findByLabelText(/^New password/);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please enter new password.')).toBeVisible();
    await expect(canvas.getByText('Please enter confirm password.')).toBeVisible();
    await userEvent.type(newPassword, 'password');
    await expect(
      await canvas.findByText(
        'Password must contain at least 8 characters, including uppercase, lowercase, number, and special character.',
      ),
    ).toBeVisible();
    await userEvent.clear(newPassword);
    await userEvent.type(newPassword, 'Secret!12');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Secret!13');
    await expect(await canvas.findByText('Confirm password must be same as new password!.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), '{Backspace}2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onResetPassword).toHaveBeenCalledWith({
      email: 'ana@example.ch',
      otp: '1234',
      new_password: 'Secret!12',
      password_confirmation: 'Secret!12',
    });
  },
};

export const InvalidOtpBanner: Story = {
  args: { otpInvalid: true },
  play: async ({ canvas }) => {
    await reachCodeStep(canvas);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid OTP!');
  },
};

export const ResendAfterCountdown: Story = {
  args: { resendCountdownSeconds: 3 },
  play: async ({ canvas, args }) => {
    await reachCodeStep(canvas);
    // The digits are not pinned: on a busy machine a second may pass between two steps of the play function.
    const counting = /^Resend OTP in [1-3] s$/;
    await expect(canvas.getByRole('button', { name: counting })).toBeDisabled();
    const resend = await canvas.findByRole('button', { name: 'Resend OTP' }, { timeout: 10_000 });
    await userEvent.click(resend);
    await expect(args.onResendCode).toHaveBeenCalledWith('ana@example.ch');
    await expect(canvas.getByRole('button', { name: counting })).toBeDisabled();
    // It ends where it began, so that the final picture does not depend on when it is taken.
    await expect(await canvas.findByRole('button', { name: 'Resend OTP' }, { timeout: 10_000 })).toBeEnabled();
  },
};

export const UnknownUserStaysOnEmail: Story = {
  args: { onRequestCode: fn(() => false), errorMessage: 'User not found!' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'nobody@example.ch');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('User not found!');
    await expect(canvas.getByLabelText(/^Email/)).toBeVisible();
  },
};

export const Narrow: Story = {
  ...narrowViewport,
  play: async ({ canvas }) => {
    await reachCodeStep(canvas);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeVisible();
  },
};

/** The app's German wording (`app/src/features/auth/messages.ts`). */
const germanText: ForgotPasswordFormText = {
  ...germanPasswordToggle,
  ...germanNewPasswordMessages,
  emailStepIntro: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein, und wir senden Ihnen einen Code.',
  email: 'E-Mail',
  next: 'Weiter',
  otpStepIntro: 'Geben Sie den 4-stelligen Code ein, den wir an Ihre E-Mail-Adresse gesendet haben.',
  otp: 'Code',
  submit: 'Bestätigen',
  resend: 'Code erneut senden',
  resendIn: (seconds: number) => `Code erneut senden in ${seconds} s`,
  invalidOtp: 'Ungültiger Code!',
  passwordStepIntro: 'Wählen Sie ein neues Passwort.',
  save: 'Speichern',
  emailRequired: 'Bitte E-Mail eingeben.',
  emailInvalid: 'Bitte eine gültige E-Mail eingeben.',
  otpRequired: 'Bitte Code eingeben.',
  otpInvalid: 'Bitte einen gültigen Code eingeben.',
};

export const GermanValidationMessages: Story = {
  ...narrowViewport,
  args: { text: germanText },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(germanText.emailStepIntro)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(await canvas.findByText('Bitte E-Mail eingeben.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^E-Mail/), 'ana@');
    await expect(await canvas.findByText('Bitte eine gültige E-Mail eingeben.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^E-Mail/), 'example.ch');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));

    const code = await canvas.findByLabelText(/^Code/);
    await expect(canvas.getByRole('button', { name: 'Code erneut senden in 60 s' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Bestätigen' }));
    await expect(await canvas.findByText('Bitte Code eingeben.')).toBeVisible();
    await userEvent.type(code, '12');
    await expect(await canvas.findByText('Bitte einen gültigen Code eingeben.')).toBeVisible();
    await userEvent.type(code, '34');
    await userEvent.click(canvas.getByRole('button', { name: 'Bestätigen' }));
    await expect(args.onVerifyCode).toHaveBeenCalledWith({ email: 'ana@example.ch', otp: '1234' });

    await expect(await canvas.findByText('Wählen Sie ein neues Passwort.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(await canvas.findByText('Bitte neues Passwort eingeben.')).toBeVisible();
    await expect(canvas.getByText('Bitte Passwort bestätigen.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Passwort anzeigen' })).toHaveLength(2);
    await expect(args.onResetPassword).not.toHaveBeenCalled();
  },
};

export const GermanInvalidOtp: Story = {
  ...narrowViewport,
  args: { text: germanText, otpInvalid: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^E-Mail/), 'ana@example.ch');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Ungültiger Code!');
    await expect(canvas.getByText(germanText.otpStepIntro)).toBeVisible();
  },
};
