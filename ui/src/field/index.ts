export {
  FieldError,
  FieldHint,
  FieldLabel,
  FieldShell,
  fieldControlVariants,
  useFieldIds,
  type FieldControlProps,
  type FieldControlVariants,
  type FieldIds,
  type FieldLabelProps,
  type FieldProps,
} from './field';
