export {
  BankDetailsForm,
  bankDetailsFormText,
  type BankDetailsFormProps,
  type BankDetailsFormText,
} from './bank-details-form';
