import type { IdentificationFormText } from '../identification-form-text';

export default {
  documentType: 'Tipo di documento',
  documentTypePlaceholder: 'Scelga il tipo di documento',
  passport: 'Passaporto',
  idCard: 'Carta d’identità',
  residentialPermit: 'Permesso di soggiorno',
  frontImage: 'Fronte',
  backImage: 'Retro',
  hint: 'PNG, JPG, JPEG fino a 20 MB',
  choose: 'Scegli file',
  remove: (fileName) => `Rimuovi ${fileName}`,
  wrongType: 'Questo tipo di file non è accettato.',
  submit: 'Carica',
  cancel: 'Annulla',
  documentTypeRequired: 'Il tipo di documento è obbligatorio.',
  frontImageRequired: 'L’immagine del fronte è obbligatoria.',
  backImageRequired: 'L’immagine del retro è obbligatoria.',
  fileTooLarge: 'Il file supera i 20 MB.',
} satisfies IdentificationFormText;
