import type { BankDetailsCardText } from '../bank-details-card';

export default {
  title: 'Coordinate bancarie',
  addPrompt: 'Aggiungi coordinate bancarie',
  edit: 'Modifica coordinate bancarie',
  iban: 'IBAN',
  bankName: 'Banca',
  accountHolder: 'Titolare del conto',
  address: 'Indirizzo',
  showIban: 'Mostra l’IBAN completo',
  ibanHidden: (lastFour) => `nascosto, termina con ${lastFour.split('').join(' ')}`,
} satisfies BankDetailsCardText;
