export {
  MobileNumberForm,
  mobileNumberFormText,
  mobileNumberFormTranslations,
  type MobileNumberFormProps,
  type MobileNumberFormText,
} from './mobile-number-form';
