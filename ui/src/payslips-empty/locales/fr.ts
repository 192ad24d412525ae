import type { PayslipsEmptyText } from '../payslips-empty';

export default {
  title: 'Pas encore de décomptes de salaire',
  description: 'Dès que vous aurez effectué votre première mission, vous trouverez vos décomptes de salaire ici.',
} satisfies PayslipsEmptyText;
