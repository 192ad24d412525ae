import documentFile from '../../lib/locales/document-file/it';
import type { DocumentUploadFormText } from '../document-upload-form-text';

export default {
  ...documentFile,
  file: 'Certificato',
  submit: 'Carica',
  cancel: 'Annulla',
  fileRequired: 'La preghiamo di scegliere un file da caricare.',
  fileTooLarge: 'Il file supera i 20 MB.',
  currentFile: (fileName) => `File attuale: ${fileName}`,
} satisfies DocumentUploadFormText;

/** The reference-letter upload (`referenceUploadTranslations`). */
export const reference = { file: 'Certificato di lavoro' } satisfies Partial<DocumentUploadFormText>;
