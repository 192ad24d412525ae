import type { SocialSecurityCardsText } from '../social-security-cards';

export default {
  socialSecurityTitle: 'Inserire i dati della sicurezza sociale',
  socialSecurityDescription:
    'Numero AVS, contributi previdenziali (AVS primo pilastro, LPP secondo pilastro), mantenimento dei figli e indennità di disoccupazione.',
  personalTitle: 'Inserire i dati personali',
  personalDescription:
    'Appellativo, nome e cognome, indirizzo, permesso di soggiorno, nazionalità, stato civile e lingua.',
  open: 'Apri',
} satisfies SocialSecurityCardsText;
