import { useState, type ComponentProps } from 'react';
import { FieldShell, fieldControlVariants, useField, type FieldControlVariants, type FieldProps } from '../field';
import { EyeIcon, EyeOffIcon } from '../lib/icons';
import { cn } from '../lib/cn';
import { passwordFieldText, type PasswordFieldText } from './password-field-text';

export type PasswordFieldProps = Omit<ComponentProps<'input'>, 'size' | 'type'> &
  FieldProps &
  FieldControlVariants & {
    /**
     * The component's words, merged over the English defaults.
     * @defaultValue passwordFieldText
     */
    text?: Partial<PasswordFieldText>;
    /**
     * Starts with the password readable.
     * @defaultValue false
     */
    defaultVisible?: boolean;
    /** Classes for the `<input>` itself; `className` goes to the field's outer box. */
    inputClassName?: string;
  };

/** A password input whose eye button shows and hides what was typed. `ref` reaches the input. */
export function PasswordField({
  inputClassName,
  size,
  text: textOverrides,
  defaultVisible = false,
  ...props
}: PasswordFieldProps) {
  const text = { ...passwordFieldText, ...textOverrides };
  const [visible, setVisible] = useState(defaultVisible);
  const { shell, control, ids, rest } = useField(props);
  return (
    <FieldShell slot="password-field" {...shell}>
      <div className="relative">
        <input
          data-slot="password-field-input"
          type={visible ? 'text' : 'password'}
          {...control}
          // The toggle would cover the last characters otherwise.
          className={cn(fieldControlVariants({ size }), 'pe-12', inputClassName)}
          {...rest}
        />
        <button
          type="button"
          data-slot="password-field-toggle"
          data-state={visible ? 'visible' : 'hidden'}
          aria-label={visible ? text.hidePassword : text.showPassword}
          aria-controls={ids.id}
          disabled={control.disabled}
          onClick={() => setVisible((current) => !current)}
          className={cn(
            'focus-ring absolute inset-y-0 end-1 my-auto inline-flex size-control-sm cursor-pointer items-center justify-center rounded-md text-muted-foreground',
            'hover:bg-muted hover:text-foreground disabled:cursor-not-allowed',
          )}
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      </div>
    </FieldShell>
  );
}
