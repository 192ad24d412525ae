import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '../form';
import { TextField, type TextFieldProps } from '../text-field';

export type TextFormFieldProps<TValues extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'error'
> & {
  control: Control<TValues>;
  name: FieldPath<TValues>;
};

/** A text field of a form, showing the form's message for it. */
export function TextFormField<TValues extends FieldValues>({ control, name, ...props }: TextFormFieldProps<TValues>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, error }) => <TextField error={error} {...props} {...field} />}
    />
  );
}
