import type { BankDetailsFormText } from '../bank-details-form';

export default {
  iban: 'IBAN',
  ibanHint: 'z. B. CH93 0076 2011 6238 5295 7',
  bankName: 'Name der Bank',
  firstName: 'Vorname der Kontoinhaberin / des Kontoinhabers',
  lastName: 'Nachname der Kontoinhaberin / des Kontoinhabers',
  address: 'Adresse',
  plz: 'PLZ',
  city: 'Ort',
  submit: 'Speichern',
  cancel: 'Abbrechen',
  ibanRequired: 'IBAN ist erforderlich!',
  ibanInvalid: 'Bitte geben Sie eine gültige IBAN ein.',
  bankNameRequired: 'Name der Bank ist erforderlich!',
  firstNameRequired: 'Vorname ist erforderlich!',
  lastNameRequired: 'Nachname ist erforderlich!',
  addressRequired: 'Adresse ist erforderlich!',
  cityRequired: 'Ort ist erforderlich!',
  plzRequired: 'PLZ ist erforderlich!',
} satisfies BankDetailsFormText;
