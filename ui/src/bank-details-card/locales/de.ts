import type { BankDetailsCardText } from '../bank-details-card';

export default {
  title: 'Bankverbindung',
  addPrompt: 'Bankverbindung hinzufügen',
  edit: 'Bankverbindung bearbeiten',
  iban: 'IBAN',
  bankName: 'Bank',
  accountHolder: 'Kontoinhaber/in',
  address: 'Adresse',
  showIban: 'Ganze IBAN anzeigen',
  ibanHidden: (lastFour) => `verborgen, endet auf ${lastFour.split('').join(' ')}`,
} satisfies BankDetailsCardText;
