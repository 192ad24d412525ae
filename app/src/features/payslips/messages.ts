import { payslipsEmptyText } from '@jumpers/ui';
import { defineCatalog } from '../../i18n/catalog';

export const payslipsText = defineCatalog(
  { empty: payslipsEmptyText },
  {
    empty: {
      title: 'Noch keine Lohnabrechnungen',
      description: 'Sobald Sie Ihren ersten Einsatz geleistet haben, finden Sie Ihre Lohnabrechnungen hier.',
    },
  },
);
