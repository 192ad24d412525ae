export {
  BankDetailsCard,
  bankDetailsCardText,
  bankDetailsCardTranslations,
  type BankDetailsCardProps,
  type BankDetailsCardText,
} from './bank-details-card';
