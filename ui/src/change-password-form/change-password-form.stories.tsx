import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { germanFormActions, germanNewPasswordMessages, germanPasswordToggle } from '../story-support/fixtures-german';
import { ChangePasswordForm } from './change-password-form';
import type { ChangePasswordFormText } from './change-password-form-text';
import { submitAndExpectMessages } from '../story-support/submit';

const meta = {
  title: 'Patterns/Forms/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn(), onCancel: fn(), className: 'max-w-md' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** changing the password of a signed-in jumper.\n\n**When not to:** a forgotten password (use ForgotPasswordForm).\n\n**States shown below:** every message then valid submit, current password incorrect, narrow, German validation messages.',
      },
    },
    languages: { de: () => GermanValidationMessages.args },
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

const germanText: ChangePasswordFormText = {
  ...germanPasswordToggle,
  ...germanNewPasswordMessages,
  cancel: germanFormActions.cancel,
  currentPassword: 'Aktuelles Passwort',
  submit: 'Passwort ändern',
  currentPasswordRequired: 'Bitte aktuelles Passwort eingeben.',
};

export const GermanValidationMessages: Story = {
  ...narrowViewport,
  args: { text: germanText },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await submitAndExpectMessages(canvas, 'Passwort ändern', [
      'Bitte aktuelles Passwort eingeben.',
      'Bitte neues Passwort eingeben.',
      'Bitte Passwort bestätigen.',
    ]);
    await expect(canvas.getByLabelText(/^Aktuelles Passwort/)).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(/^Neues Passwort/), 'geheim12');
    await expect(await canvas.findByText(germanNewPasswordMessages.passwordWeak)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Passwort bestätigen/), 'anders');
    await expect(await canvas.findByText('Die Bestätigung muss dem neuen Passwort entsprechen!')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Passwort anzeigen' })).toHaveLength(3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
