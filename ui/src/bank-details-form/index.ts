export {
  BankDetailsForm,
  bankDetailsFormText,
  bankDetailsFormTranslations,
  type BankDetailsFormProps,
  type BankDetailsFormText,
} from './bank-details-form';
