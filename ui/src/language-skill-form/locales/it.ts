import type { LanguageSkillFormText } from '../language-skill-form-text';

export default {
  language: 'Lingua',
  languagePlaceholder: 'Scelga la lingua',
  spokenLevel: 'Livello',
  beginner: 'Principiante',
  intermediate: 'Intermedio',
  advanced: 'Avanzato',
  native: 'Madrelingua',
  submit: 'Salva',
  cancel: 'Annulla',
  languageRequired: 'La preghiamo di scegliere una lingua.',
} satisfies LanguageSkillFormText;
