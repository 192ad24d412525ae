import type { MobileNumberFormText } from '../mobile-number-form';

export default {
  mobileNumber: 'Numéro de mobile',
  edit: 'Modifier le numéro de mobile',
  save: 'Enregistrer',
  mobileInvalid: 'Veuillez saisir un numéro de mobile valide.',
  mobileLength: 'Le numéro de mobile doit comporter entre 10 et 15 chiffres.',
} satisfies MobileNumberFormText;
