import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowViewport } from '../story-support/viewports';
import type { within } from 'storybook/test';
import { expect, fn, userEvent } from 'storybook/test';
import { inLanguage } from '../story-support/languages';
import { ForgotPasswordForm, forgotPasswordFormTranslations } from './forgot-password-form';

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
          '**When to use:** resetting a forgotten password: e-mail, one-time code, new password.\n\n**When not to:** changing a known password (use ChangePasswordForm).\n\n**States shown below:** email messages, whole flow with every message, invalid OTP banner, resend after countdown, unknown user stays on email, narrow, German validation messages, German invalid OTP, French and Italian narrow and wide.',
      },
    },
    translations: forgotPasswordFormTranslations,
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

/** The words a user meets in a language, step by step; the longest is a weak password's message. */
type Words = {
  email: string;
  next: string;
  emailMessages: [required: string, invalid: string];
  code: string;
  resendIn60: string;
  submit: string;
  codeMessages: [required: string, invalid: string];
  passwordStepIntro: string;
  save: string;
  newPassword: string;
  confirmRequired: string;
  weak: string;
  show: string;
};

/** The three steps with their messages in a language: nothing may overflow. */
function everyStepIn(words: Words): Story {
  return {
    play: async ({ canvas, canvasElement, args }) => {
      const email = new RegExp(`^${words.email}`);
      await userEvent.click(canvas.getByRole('button', { name: words.next }));
      await expect(await canvas.findByText(words.emailMessages[0])).toBeVisible();
      await userEvent.type(canvas.getByLabelText(email), 'ana@');
      await expect(await canvas.findByText(words.emailMessages[1])).toBeVisible();
      await userEvent.type(canvas.getByLabelText(email), 'example.ch');
      await userEvent.click(canvas.getByRole('button', { name: words.next }));

      const code = await canvas.findByLabelText(new RegExp(`^${words.code}`));
      await expect(canvas.getByRole('button', { name: words.resendIn60 })).toBeDisabled();
      await userEvent.click(canvas.getByRole('button', { name: words.submit }));
      await expect(await canvas.findByText(words.codeMessages[0])).toBeVisible();
      await userEvent.type(code, '12');
      await expect(await canvas.findByText(words.codeMessages[1])).toBeVisible();
      await userEvent.type(code, '34');
      await userEvent.click(canvas.getByRole('button', { name: words.submit }));
      await expect(args.onVerifyCode).toHaveBeenCalledWith({ email: 'ana@example.ch', otp: '1234' });

      await expect(await canvas.findByText(words.passwordStepIntro)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: words.save }));
      await expect(await canvas.findByText(words.confirmRequired)).toBeVisible();
      await userEvent.type(canvas.getByLabelText(new RegExp(`^${words.newPassword}`)), 'password');
      await expect(await canvas.findByText(words.weak)).toBeVisible();
      await expect(canvas.getAllByRole('button', { name: words.show })).toHaveLength(2);
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
      await expect(args.onResetPassword).not.toHaveBeenCalled();
    },
  };
}

export const GermanValidationMessages: Story = {
  ...everyStepIn({
    email: 'E-Mail',
    next: 'Weiter',
    emailMessages: ['Bitte E-Mail eingeben.', 'Bitte eine gültige E-Mail eingeben.'],
    code: 'Code',
    resendIn60: 'Code erneut senden in 60 s',
    submit: 'Bestätigen',
    codeMessages: ['Bitte Code eingeben.', 'Bitte einen gültigen Code eingeben.'],
    passwordStepIntro: 'Wählen Sie ein neues Passwort.',
    save: 'Speichern',
    newPassword: 'Neues Passwort',
    confirmRequired: 'Bitte Passwort bestätigen.',
    weak: 'Das Passwort braucht mindestens 8 Zeichen mit Gross- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
    show: 'Passwort anzeigen',
  }),
  ...inLanguage('de', 'narrow'),
};

export const GermanInvalidOtp: Story = {
  ...inLanguage('de', 'narrow'),
  args: { otpInvalid: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^E-Mail/), 'ana@example.ch');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Ungültiger Code!');
    await expect(
      canvas.getByText('Geben Sie den 4-stelligen Code ein, den wir an Ihre E-Mail-Adresse gesendet haben.'),
    ).toBeVisible();
  },
};

export const FrenchNarrow: Story = {
  ...everyStepIn({
    email: 'E-mail',
    next: 'Suivant',
    emailMessages: ['Veuillez saisir l’adresse e-mail.', 'Veuillez saisir une adresse e-mail valable.'],
    code: 'Code',
    resendIn60: 'Renvoyer le code dans 60 s',
    submit: 'Confirmer',
    codeMessages: ['Veuillez saisir le code.', 'Veuillez saisir un code valable.'],
    passwordStepIntro: 'Choisissez un nouveau mot de passe.',
    save: 'Enregistrer',
    newPassword: 'Nouveau mot de passe',
    confirmRequired: 'Veuillez confirmer le mot de passe.',
    weak: 'Le mot de passe doit comporter au moins 8 caractères, dont des majuscules et des minuscules, un chiffre et un caractère spécial.',
    show: 'Afficher le mot de passe',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...everyStepIn({
    email: 'E-mail',
    next: 'Avanti',
    emailMessages: ['Inserisca l’indirizzo e-mail.', 'Inserisca un indirizzo e-mail valido.'],
    code: 'Codice',
    resendIn60: 'Invia di nuovo il codice tra 60 s',
    submit: 'Conferma',
    codeMessages: ['Inserisca il codice.', 'Inserisca un codice valido.'],
    passwordStepIntro: 'Scelga una nuova password.',
    save: 'Salva',
    newPassword: 'Nuova password',
    confirmRequired: 'Confermi la password.',
    weak: 'La password deve contenere almeno 8 caratteri, con lettere maiuscole e minuscole, una cifra e un carattere speciale.',
    show: 'Mostra password',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
