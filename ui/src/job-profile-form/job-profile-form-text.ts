import type { Translations } from '../lib/translations';

/** The words of the form, apart from the form: an app can read them without loading the form. */
export const jobProfileFormText = {
  jobProfile: 'Job profile',
  jobProfilePlaceholder: 'Select job profile',
  experience: 'Experience',
  experiencePlaceholder: 'Select experience',
  submit: 'Add',
  cancel: 'Cancel',
  jobProfileRequired: 'Jobprofile is required.',
  experienceRequired: 'Experience is required.',
};

export type JobProfileFormText = typeof jobProfileFormText;

/** The job profile form's words in every language. */
export const jobProfileFormTranslations: Translations<JobProfileFormText> = {
  en: jobProfileFormText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
