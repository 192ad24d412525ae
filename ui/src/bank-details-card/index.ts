export {
  BankDetailsCard,
  bankDetailsCardText,
  type BankDetailsCardProps,
  type BankDetailsCardText,
} from './bank-details-card';
