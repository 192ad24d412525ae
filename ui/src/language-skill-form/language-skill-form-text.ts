/** The words of the form, apart from the form: an app can read them without loading the form. */
export const languageSkillFormText = {
  language: 'Language',
  languagePlaceholder: 'Select language',
  spokenLevel: 'Spoken level',
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  native: 'Native',
  submit: 'Save',
  cancel: 'Cancel',
  languageRequired: 'Please select a language.',
};

export type LanguageSkillFormText = typeof languageSkillFormText;
