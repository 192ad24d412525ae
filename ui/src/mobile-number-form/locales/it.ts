import type { MobileNumberFormText } from '../mobile-number-form';

export default {
  mobileNumber: 'Numero di cellulare',
  edit: 'Modifica numero di cellulare',
  save: 'Salva',
  mobileInvalid: 'Inserisca un numero di cellulare valido.',
  mobileLength: 'Il numero di cellulare deve avere tra 10 e 15 cifre.',
} satisfies MobileNumberFormText;
