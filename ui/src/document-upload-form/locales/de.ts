import documentFile from '../../lib/locales/document-file/de';
import type { DocumentUploadFormText } from '../document-upload-form-text';

export default {
  ...documentFile,
  file: 'Zeugnis',
  submit: 'Hochladen',
  cancel: 'Abbrechen',
  fileRequired: 'Bitte wählen Sie eine Datei zum Hochladen.',
  fileTooLarge: 'Die Datei ist grösser als 20 MB.',
  currentFile: (fileName) => `Aktuelle Datei: ${fileName}`,
} satisfies DocumentUploadFormText;

/** The reference-letter upload (`referenceUploadTranslations`). */
export const reference = { file: 'Arbeitszeugnis' } satisfies Partial<DocumentUploadFormText>;
