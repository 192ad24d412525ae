import type { LanguageSkillFormText } from '../language-skill-form-text';

export default {
  language: 'Sprache',
  languagePlaceholder: 'Sprache wählen',
  spokenLevel: 'Sprachniveau',
  beginner: 'Anfänger',
  intermediate: 'Mittelstufe',
  advanced: 'Fortgeschritten',
  native: 'Muttersprache',
  submit: 'Speichern',
  cancel: 'Abbrechen',
  languageRequired: 'Bitte wählen Sie eine Sprache.',
} satisfies LanguageSkillFormText;
