import type { ComponentProps, ReactNode } from 'react';
import {
  FormProvider,
  useController,
  useForm as useReactHookForm,
  useFormContext,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { cn } from '../lib/cn';

export type UseFormOptions<TFieldValues extends FieldValues, TContext, TTransformedValues> = Omit<
  UseFormProps<TFieldValues, TContext, TTransformedValues>,
  'mode' | 'reValidateMode' | 'shouldFocusError'
>;

/**
 * react-hook-form's `useForm` set to the pattern of every form: nothing is flagged while the user
 * first fills the form; the first submit validates everything and moves focus to the first invalid
 * field; from then on each field's error re-evaluates live as the user edits it.
 * Pass a `resolver` (e.g. zodResolver) or field `rules` for the checks themselves.
 */
export function useForm<
  TFieldValues extends FieldValues = FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>(
  options?: UseFormOptions<TFieldValues, TContext, TTransformedValues>,
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  return useReactHookForm<TFieldValues, TContext, TTransformedValues>({
    ...options,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

export type FormProps<TFieldValues extends FieldValues, TContext, TTransformedValues> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onInvalid'
> & {
  /** The form state from `useForm`. */
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>;
  /** Called with the valid (and transformed) values; focus and errors are handled before it runs. */
  onSubmit: SubmitHandler<TTransformedValues>;
  /** Called with the errors when a submit finds invalid fields. */
  onInvalid?: SubmitErrorHandler<TFieldValues>;
};

/**
 * A `<form>` wired to `useForm`: it validates on submit, focuses the first invalid field and gives
 * its `FormField`s their state. The browser's own validation bubbles are off (`noValidate`) so
 * that every message comes from the form, in the user's language.
 */
export function Form<TFieldValues extends FieldValues, TContext, TTransformedValues>({
  form,
  onSubmit,
  onInvalid,
  className,
  children,
  ...props
}: FormProps<TFieldValues, TContext, TTransformedValues>) {
  return (
    <FormProvider {...form}>
      <form
        data-slot="form"
        noValidate
        onSubmit={form.handleSubmit(onSubmit, onInvalid)}
        className={cn('flex flex-col gap-4', className)}
        {...props}
      >
        {children}
      </form>
    </FormProvider>
  );
}

export type FormFieldRenderProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = {
  /** `value`, `onChange`, `onBlur`, `name`, `ref` (give `ref` to the focusable control: focus moves there on error). */
  field: ControllerRenderProps<TFieldValues, TName>;
  /** The message to show, once the first submit found this field invalid. */
  error: string | undefined;
};

export type FormFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = {
  /** The field's path in the form values. */
  name: TName;
  /** `form.control`; gives type-checked names. Without it the field uses the surrounding `Form`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-hook-form types a control's context as any
  control?: Control<TFieldValues, any, TTransformedValues>;
  /** Renders the control from the field's state. */
  render: (props: FormFieldRenderProps<TFieldValues, TName>) => ReactNode;
};

/**
 * One field of a `Form`: hands the control its value, handlers, ref and error message.
 *
 * ```tsx
 * <FormField control={form.control} name="email"
 *   render={({ field, error }) => <TextField label="E-mail" error={error} {...field} />} />
 * ```
 */
export function FormField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ name, control, render }: FormFieldProps<TFieldValues, TName, TTransformedValues>) {
  const context = useFormContext<TFieldValues, unknown, TTransformedValues>();
  const { field, fieldState } = useController<TFieldValues, TName, TTransformedValues>({
    name,
    control: control ?? context.control,
  });
  return <>{render({ field, error: fieldState.error?.message })}</>;
}
