import documentFile from '../../lib/locales/document-file/fr';
import type { DocumentUploadFormText } from '../document-upload-form-text';

export default {
  ...documentFile,
  file: 'Certificat',
  submit: 'Télécharger',
  cancel: 'Annuler',
  fileRequired: 'Veuillez choisir un fichier à télécharger.',
  fileTooLarge: 'Le fichier dépasse 20 Mo.',
  currentFile: (fileName) => `Fichier actuel\u00a0: ${fileName}`,
} satisfies DocumentUploadFormText;

/** The reference-letter upload (`referenceUploadTranslations`). */
export const reference = { file: 'Certificat de travail' } satisfies Partial<DocumentUploadFormText>;
