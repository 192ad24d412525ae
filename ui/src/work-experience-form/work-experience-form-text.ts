import { documentFileText } from '../lib/document-file-text';
import type { Translations } from '../lib/translations';

/** The words of the form, apart from the form: an app can read them without loading the form. */
export const workExperienceFormText = {
  ...documentFileText,
  companyName: 'Company name',
  jobTitle: 'Job title',
  location: 'Location',
  employment: 'Employment type',
  employmentPlaceholder: 'Select employment type',
  fullTime: 'Full time',
  partTime: 'Part time',
  internship: 'Internship',
  weeklyWorkload: 'Weekly workload',
  weeklyWorkloadPlaceholder: 'Select weekly workload',
  currentlyWorking: 'I am currently working in this role',
  startDate: 'Start date',
  endDate: 'End date',
  responsibilities: 'Responsibilities',
  skills: 'Skills',
  referenceLetter: 'Reference letter',
  submit: 'Save',
  cancel: 'Cancel',
  companyNameRequired: 'Company name is required.',
  jobTitleRequired: 'Job title is required.',
  locationRequired: 'Location is required.',
  employmentRequired: 'Employment type is required.',
  weeklyWorkloadRequired: 'Weekly workload is required.',
  startDateRequired: 'Start date is required.',
  endDateOrCurrent: 'Please select end date or mark currently working',
  dateInFuture: 'Date cannot be later than today.',
  endBeforeStart: 'End date cannot be before start date.',
  responsibilitiesRequired: 'Responsibilities are required.',
  fileTooLarge: 'The file is larger than 20MB.',
};

export type WorkExperienceFormText = typeof workExperienceFormText;

/** The work experience form's words in every language. */
export const workExperienceFormTranslations: Translations<WorkExperienceFormText> = {
  en: workExperienceFormText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
