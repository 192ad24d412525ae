export {
  PayslipsEmpty,
  payslipsEmptyText,
  payslipsEmptyTranslations,
  type PayslipsEmptyProps,
  type PayslipsEmptyText,
} from './payslips-empty';
