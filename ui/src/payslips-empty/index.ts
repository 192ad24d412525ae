export { PayslipsEmpty, payslipsEmptyText, type PayslipsEmptyProps } from './payslips-empty';
