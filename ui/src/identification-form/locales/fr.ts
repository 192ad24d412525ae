import type { IdentificationFormText } from '../identification-form-text';

export default {
  documentType: 'Type de document',
  documentTypePlaceholder: 'Choisir le type de document',
  passport: 'Passeport',
  idCard: 'Carte d’identité',
  residentialPermit: 'Permis de séjour',
  frontImage: 'Recto',
  backImage: 'Verso',
  hint: 'PNG, JPG, JPEG jusqu’à 20 Mo',
  choose: 'Choisir un fichier',
  remove: (fileName) => `Retirer ${fileName}`,
  wrongType: 'Ce type de fichier n’est pas accepté.',
  submit: 'Télécharger',
  cancel: 'Annuler',
  documentTypeRequired: 'Le type de document est obligatoire.',
  frontImageRequired: 'L’image du recto est obligatoire.',
  backImageRequired: 'L’image du verso est obligatoire.',
  fileTooLarge: 'Le fichier dépasse 20 Mo.',
} satisfies IdentificationFormText;
