import type { ComponentProps } from 'react';
import { Form, useForm } from '../form';
import { FormActions } from '../lib/form-actions';
import { isNewPassword } from '@jumpers/rules/password';
import { messagesResolver } from '../lib/messages-resolver';
import { PasswordFormField } from '../lib/password-form-field';
import type { ChangePasswordPayload } from '../lib/profile';
import { changePasswordFormText, type ChangePasswordFormText } from './change-password-form-text';

export type ChangePasswordFormProps = Omit<ComponentProps<'div'>, 'onSubmit'> & {
  onSubmit: (payload: ChangePasswordPayload) => void;
  onCancel?: () => void;
  /** The server's refusal of the current password ('Current password is incorrect.'), shown under that field. */
  currentPasswordError?: string;
  /** @defaultValue false */
  submitting?: boolean;
  text?: Partial<ChangePasswordFormText>;
};

/** Current, new and repeated password; the new one needs 8 characters: upper, lower, digit and one of !@#$%^&*. */
export function ChangePasswordForm({
  onSubmit,
  onCancel,
  currentPasswordError,
  submitting = false,
  text: textOverrides,
  ...props
}: ChangePasswordFormProps) {
  const text = { ...changePasswordFormText, ...textOverrides };
  const form = useForm<ChangePasswordPayload>({
    defaultValues: { current_password: '', new_password: '', new_password_confirmation: '' },
    resolver: messagesResolver(({ current_password, new_password, new_password_confirmation }) => ({
      current_password: current_password === '' && text.currentPasswordRequired,
      new_password: new_password === '' ? text.newPasswordRequired : !isNewPassword(new_password) && text.passwordWeak,
      new_password_confirmation:
        new_password_confirmation === ''
          ? text.confirmPasswordRequired
          : new_password_confirmation !== new_password && text.passwordMismatch,
    })),
    errors: currentPasswordError ? { current_password: { type: 'server', message: currentPasswordError } } : undefined,
  });
  return (
    <div data-slot="change-password-form" {...props}>
      <Form form={form} onSubmit={(values) => onSubmit(values)}>
        <PasswordFormField
          control={form.control}
          name="current_password"
          label={text.currentPassword}
          autoComplete="current-password"
          text={text}
        />
        <PasswordFormField
          control={form.control}
          name="new_password"
          label={text.newPassword}
          autoComplete="new-password"
          text={text}
        />
        <PasswordFormField
          control={form.control}
          name="new_password_confirmation"
          label={text.confirmPassword}
          autoComplete="new-password"
          text={text}
        />
        <FormActions text={text} onCancel={onCancel} submitting={submitting} />
      </Form>
    </div>
  );
}
