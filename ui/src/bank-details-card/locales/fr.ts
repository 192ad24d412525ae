import type { BankDetailsCardText } from '../bank-details-card';

export default {
  title: 'Coordonnées bancaires',
  addPrompt: 'Ajouter vos coordonnées bancaires',
  edit: 'Modifier les coordonnées bancaires',
  iban: 'IBAN',
  bankName: 'Banque',
  accountHolder: 'Titulaire du compte',
  address: 'Adresse',
  showIban: 'Afficher l’IBAN complet',
  ibanHidden: (lastFour) => `masqué, se termine par ${lastFour.split('').join(' ')}`,
} satisfies BankDetailsCardText;
