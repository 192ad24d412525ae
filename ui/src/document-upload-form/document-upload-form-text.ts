import { documentFileText } from '../lib/document-file-text';
import { loadNamedExport, type Translations } from '../lib/translations';

/** The words of the form, apart from the form: an app can read them without loading the form. */
export const documentUploadFormText = {
  ...documentFileText,
  file: 'Certificate',
  submit: 'Upload',
  cancel: 'Cancel',
  fileRequired: 'Please select a file to upload.',
  fileTooLarge: 'The file is larger than 20MB.',
  currentFile: (fileName: string) => `Current file: ${fileName}`,
};

export type DocumentUploadFormText = typeof documentUploadFormText;

const locales = {
  de: () => import('./locales/de'),
  fr: () => import('./locales/fr'),
  it: () => import('./locales/it'),
};

/** The form's words in every language. */
export const documentUploadFormTranslations: Translations<DocumentUploadFormText> = {
  en: documentUploadFormText,
  load: locales,
};

/** The labels that turn this form into the reference-letter upload, over its own words. */
export const referenceUploadText: Partial<DocumentUploadFormText> = { file: 'Reference letter' };

/** The same in every language: each language's module holds them beside the form's words (`reference`). */
export const referenceUploadTranslations: Translations<Partial<DocumentUploadFormText>> = {
  en: referenceUploadText,
  load: loadNamedExport(locales, 'reference'),
};
