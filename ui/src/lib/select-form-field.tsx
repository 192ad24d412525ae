import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '../form';
import { Select, type SelectProps } from '../select';

export type SelectFormFieldProps<TValues extends FieldValues> = Omit<
  SelectProps,
  'name' | 'value' | 'onValueChange' | 'ref' | 'error'
> & {
  control: Control<TValues>;
  name: FieldPath<TValues>;
};

/** A drop-down of a form, showing the form's message for it; focus lands on it when it is the first invalid field. */
export function SelectFormField<TValues extends FieldValues>({
  control,
  name,
  ...props
}: SelectFormFieldProps<TValues>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field: { value, onChange, ...field }, error }) => (
        <Select error={error} value={value} onValueChange={onChange} {...props} {...field} />
      )}
    />
  );
}
