export {
  MobileNumberForm,
  mobileNumberFormText,
  type MobileNumberFormProps,
  type MobileNumberFormText,
} from './mobile-number-form';
