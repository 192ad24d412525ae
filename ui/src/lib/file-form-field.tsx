import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FileInput } from '../file-input';
import { FormField } from '../form';

export type FileFormFieldProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label: string;
  accept: string;
  /** @defaultValue false */
  required?: boolean;
  text: { hint: string; choose: string; remove: (fileName: string) => string; wrongType: string };
};

/** A file field of a form (one file, removable with its cross), worded in the form's language. */
export function FileFormField<TValues extends FieldValues>({
  control,
  name,
  label,
  accept,
  required = false,
  text,
}: FileFormFieldProps<TValues>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field: { value, onChange, ...field }, error }) => (
        <FileInput
          label={label}
          hint={text.hint}
          accept={accept}
          required={required}
          text={{ choose: text.choose, remove: text.remove, wrongType: text.wrongType }}
          error={error}
          file={value}
          onFileChange={onChange}
          {...field}
        />
      )}
    />
  );
}
