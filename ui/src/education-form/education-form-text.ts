import { documentFileText } from '../lib/document-file-text';
import type { Translations } from '../lib/translations';

/** The words of the form, apart from the form: an app can read them without loading the form. */
export const educationFormText = {
  ...documentFileText,
  school: 'School',
  degree: 'Degree',
  location: 'Location',
  startDate: 'Start date',
  endDate: 'End date',
  accomplishments: 'Responsibilities and accomplishments',
  skills: 'Skills',
  certificate: 'Certificate',
  submit: 'Save',
  cancel: 'Cancel',
  schoolRequired: 'School name is required.',
  degreeRequired: 'Degree is required.',
  locationRequired: 'Location is required.',
  startDateRequired: 'Start date is required.',
  dateInFuture: 'Date cannot be later than today.',
  endBeforeStart: 'End date cannot be before start date.',
  fileTooLarge: 'The file is larger than 20MB.',
};

export type EducationFormText = typeof educationFormText;

/** The education form's words in every language. */
export const educationFormTranslations: Translations<EducationFormText> = {
  en: educationFormText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
