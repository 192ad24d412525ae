import type { LanguageSkillFormText } from '../language-skill-form-text';

export default {
  language: 'Langue',
  languagePlaceholder: 'Choisir une langue',
  spokenLevel: 'Niveau',
  beginner: 'Débutant',
  intermediate: 'Intermédiaire',
  advanced: 'Avancé',
  native: 'Langue maternelle',
  submit: 'Enregistrer',
  cancel: 'Annuler',
  languageRequired: 'Veuillez choisir une langue.',
} satisfies LanguageSkillFormText;
