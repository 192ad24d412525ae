import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Checkbox } from '../checkbox';
import { FormField } from '../form';
import { RadioGroup, type RadioGroupProps } from '../radio-group';

type BoundProps<TValues extends FieldValues> = { control: Control<TValues>; name: FieldPath<TValues> };

/** A radio group of a form; its value is the chosen option's string value, `''` for none. */
export function RadioFormField<TValues extends FieldValues>({
  control,
  name,
  ...props
}: BoundProps<TValues> & Omit<RadioGroupProps, 'name' | 'value' | 'onValueChange' | 'ref' | 'error'>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field: { value, onChange, ...field }, error }) => (
        <RadioGroup error={error} value={value} onValueChange={onChange} {...props} {...field} />
      )}
    />
  );
}

/** A yes/no checkbox of a form. */
export function CheckboxFormField<TValues extends FieldValues>({
  control,
  name,
  label,
}: BoundProps<TValues> & { label: string }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field: { value, onChange, ...field } }) => (
        <Checkbox label={label} checked={value} onCheckedChange={(checked) => onChange(checked === true)} {...field} />
      )}
    />
  );
}
