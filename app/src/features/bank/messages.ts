import {
  bankDetailsCardText,
  bankDetailsFormText,
  type BankDetailsCardText,
  type BankDetailsFormText,
} from '@jumpers/ui';
import { defineCatalog } from '../../i18n/catalog';

const bankDetailsFormGerman: BankDetailsFormText = {
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
};

const bankDetailsCardGerman: BankDetailsCardText = {
  title: 'Bankverbindung',
  addPrompt: 'Bankverbindung hinzufügen',
  edit: 'Bankverbindung bearbeiten',
  iban: 'IBAN',
  bankName: 'Bank',
  accountHolder: 'Kontoinhaber/in',
  address: 'Adresse',
  showIban: 'Ganze IBAN anzeigen',
  ibanHidden: (lastFour) => `verborgen, endet auf ${lastFour.split('').join(' ')}`,
};

export const bankText = defineCatalog(
  {
    lead: 'Your wages are paid into this account.',
    loading: 'Loading your bank account details',
    loadFailed: 'Your bank account details could not be loaded.',
    retry: 'Try again',
    dialogTitle: 'Bank details',
    close: 'Close',
    saved: 'Bank Details Added Successfully!',
    saveFailed: 'Your bank details could not be saved. Please try again.',
    card: bankDetailsCardText,
    form: bankDetailsFormText,
  },
  {
    lead: 'Auf dieses Konto zahlen wir Ihren Lohn aus.',
    loading: 'Ihre Bankverbindung wird geladen',
    loadFailed: 'Ihre Bankverbindung konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    dialogTitle: 'Bankverbindung',
    close: 'Schliessen',
    saved: 'Bankverbindung erfolgreich gespeichert!',
    saveFailed: 'Ihre Bankverbindung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    card: bankDetailsCardGerman,
    form: bankDetailsFormGerman,
  },
);
