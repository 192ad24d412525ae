import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inLanguage } from '../story-support/languages';
import { narrowViewport } from '../story-support/viewports';
import { ChangePasswordForm } from './change-password-form';
import { changePasswordFormTranslations } from './change-password-form-text';
import { submitAndExpectMessages } from '../story-support/submit';

const meta = {
  title: 'Patterns/Forms/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn(), onCancel: fn(), className: 'max-w-md' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** changing the password of a signed-in jumper.\n\n**When not to:** a forgotten password (use ForgotPasswordForm).\n\n**States shown below:** every message then valid submit, current password incorrect, narrow, German validation messages, French and Italian narrow and wide.',
      },
    },
    translations: changePasswordFormTranslations,
  },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryMessageThenValidSubmit: Story = {
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Change Password' });
    await userEvent.click(submit);
    await expect(await canvas.findByText('Please enter current password.')).toBeVisible();
    await expect(canvas.getByText('Please enter new password.')).toBeVisible();
    await expect(canvas.getByText('Please enter confirm password.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Current password/)).toHaveFocus();

    await userEvent.type(canvas.getByLabelText(/^Current password/), 'Old!pass1');
    const newPassword = canvas.getByLabelText(/^New password/);
    // Lower case, digit and symbol but no capital; then a character outside the allowed set.
    await userEvent.type(newPassword, 'secret!12');
    const weak =
      'Password must contain at least 8 characters, including uppercase, lowercase, number, and special character.';
    await expect(await canvas.findByText(weak)).toBeVisible();
    await userEvent.clear(newPassword);
    await userEvent.type(newPassword, 'Secret!12?');
    await expect(await canvas.findByText(weak)).toBeVisible();
    await userEvent.type(newPassword, '{Backspace}');
    await expect(canvas.queryByText(weak)).not.toBeInTheDocument();

    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Secret!1');
    await expect(await canvas.findByText('Confirm password must be same as new password!.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), '2');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      current_password: 'Old!pass1',
      new_password: 'Secret!12',
      new_password_confirmation: 'Secret!12',
    });
  },
};

export const CurrentPasswordIncorrect: Story = {
  args: { currentPasswordError: 'Current password is incorrect.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Current password is incorrect.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Narrow: Story = {
  ...narrowViewport,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The words a user meets in a language, the longest (a weak password's message) among them. */
type Words = {
  submit: string;
  cancel: string;
  labels: [current: string, next: string, confirm: string];
  required: [current: string, next: string, confirm: string];
  weak: string;
  mismatch: string;
  show: string;
};

/** Every message in a language: nothing may overflow. */
function everyMessageIn({ submit, cancel, labels, required, weak, mismatch, show }: Words): Story {
  return {
    play: async ({ canvas, canvasElement, args }) => {
      const field = (label: string) => canvas.getByLabelText(new RegExp(`^${label}`));
      const [current, next, confirm] = labels;
      await expect(canvas.getByRole('button', { name: cancel })).toBeVisible();
      await submitAndExpectMessages(canvas, submit, required);
      await expect(field(current)).toHaveFocus();
      await userEvent.type(field(next), 'geheim12');
      await expect(await canvas.findByText(weak)).toBeVisible();
      await userEvent.type(field(confirm), 'anders');
      await expect(await canvas.findByText(mismatch)).toBeVisible();
      await expect(canvas.getAllByRole('button', { name: show })).toHaveLength(3);
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
      await expect(args.onSubmit).not.toHaveBeenCalled();
    },
  };
}

export const GermanValidationMessages: Story = {
  ...everyMessageIn({
    submit: 'Passwort ändern',
    cancel: 'Abbrechen',
    labels: ['Aktuelles Passwort', 'Neues Passwort', 'Passwort bestätigen'],
    required: [
      'Bitte geben Sie das aktuelle Passwort ein.',
      'Bitte geben Sie das neue Passwort ein.',
      'Bitte bestätigen Sie das Passwort.',
    ],
    weak: 'Das Passwort braucht mindestens 8 Zeichen mit Gross- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
    mismatch: 'Die Bestätigung muss dem neuen Passwort entsprechen!',
    show: 'Passwort anzeigen',
  }),
  ...inLanguage('de', 'narrow'),
};

export const FrenchNarrow: Story = {
  ...everyMessageIn({
    submit: 'Changer le mot de passe',
    cancel: 'Annuler',
    labels: ['Mot de passe actuel', 'Nouveau mot de passe', 'Confirmer le mot de passe'],
    required: [
      'Veuillez saisir le mot de passe actuel.',
      'Veuillez saisir le nouveau mot de passe.',
      'Veuillez confirmer le mot de passe.',
    ],
    weak: 'Le mot de passe doit comporter au moins 8 caractères, dont des majuscules et des minuscules, un chiffre et un caractère spécial.',
    // Testing Library reads the no-break space before « ! » as a space.
    mismatch: 'La confirmation doit correspondre au nouveau mot de passe !',
    show: 'Afficher le mot de passe',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...everyMessageIn({
    submit: 'Cambia password',
    cancel: 'Annulla',
    labels: ['Password attuale', 'Nuova password', 'Conferma password'],
    required: ['Inserisca la password attuale.', 'Inserisca la nuova password.', 'Confermi la password.'],
    weak: 'La password deve contenere almeno 8 caratteri, con lettere maiuscole e minuscole, una cifra e un carattere speciale.',
    mismatch: 'La conferma deve corrispondere alla nuova password!',
    show: 'Mostra password',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
