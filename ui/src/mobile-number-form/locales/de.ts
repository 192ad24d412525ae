import type { MobileNumberFormText } from '../mobile-number-form';

export default {
  mobileNumber: 'Mobilnummer',
  edit: 'Mobilnummer bearbeiten',
  save: 'Speichern',
  mobileInvalid: 'Bitte geben Sie eine gültige Mobilnummer ein.',
  mobileLength: 'Die Mobilnummer muss zwischen 10 und 15 Ziffern lang sein.',
} satisfies MobileNumberFormText;
