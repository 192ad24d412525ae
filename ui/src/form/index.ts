export {
  Form,
  FormField,
  useForm,
  type FormFieldProps,
  type FormFieldRenderProps,
  type FormProps,
  type UseFormOptions,
} from './form';
