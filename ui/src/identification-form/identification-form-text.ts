import type { Translations } from '../lib/translations';

/** The words of the form, apart from the form: an app can read them without loading the form. */
export const identificationFormText = {
  documentType: 'Document type',
  documentTypePlaceholder: 'Select document type',
  passport: 'Passport',
  idCard: 'ID card',
  residentialPermit: 'Residential permit',
  frontImage: 'Front image',
  backImage: 'Back image',
  hint: 'PNG, JPG, JPEG up to 20MB',
  choose: 'Choose file',
  remove: (fileName: string) => `Remove ${fileName}`,
  wrongType: 'This type of file is not accepted.',
  submit: 'Upload',
  cancel: 'Cancel',
  documentTypeRequired: 'Document type is required.',
  frontImageRequired: 'Front image is required.',
  backImageRequired: 'Back image is required.',
  fileTooLarge: 'The file is larger than 20MB.',
};

export type IdentificationFormText = typeof identificationFormText;

/** The identification form's words in every language. */
export const identificationFormTranslations: Translations<IdentificationFormText> = {
  en: identificationFormText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
