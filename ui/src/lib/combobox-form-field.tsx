import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Combobox, type ComboboxProps } from '../combobox';
import { FormField } from '../form';

export type ComboboxFormFieldProps<TValues extends FieldValues> = Omit<
  ComboboxProps,
  'name' | 'value' | 'onValueChange' | 'onBlur' | 'ref' | 'error'
> & {
  control: Control<TValues>;
  name: FieldPath<TValues>;
};

/**
 * A searchable list of a form: its value is an option's value or `''` (text that names no option),
 * which the form's own rule then refuses; focus lands on it when it is the first invalid field.
 */
export function ComboboxFormField<TValues extends FieldValues>({
  control,
  name,
  ...props
}: ComboboxFormFieldProps<TValues>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field: { value, onChange, ...field }, error }) => (
        <Combobox error={error} value={value} onValueChange={onChange} {...props} {...field} />
      )}
    />
  );
}
