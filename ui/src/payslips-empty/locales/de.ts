import type { PayslipsEmptyText } from '../payslips-empty';

export default {
  title: 'Noch keine Lohnabrechnungen',
  description: 'Sobald Sie Ihren ersten Einsatz geleistet haben, finden Sie Ihre Lohnabrechnungen hier.',
} satisfies PayslipsEmptyText;
