import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '../form';
import { PasswordField } from '../password-field';

export type PasswordFormFieldProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  text: { showPassword: string; hidePassword: string };
};

/** A required password field of a form, with its show/hide toggle named in the form's language. */
export function PasswordFormField<TValues extends FieldValues>({
  control,
  name,
  label,
  autoComplete,
  text,
}: PasswordFormFieldProps<TValues>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, error }) => (
        <PasswordField
          label={label}
          autoComplete={autoComplete}
          required
          error={error}
          text={{ showPassword: text.showPassword, hidePassword: text.hidePassword }}
          {...field}
        />
      )}
    />
  );
}
