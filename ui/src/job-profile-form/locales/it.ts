import type { JobProfileFormText } from '../job-profile-form-text';

export default {
  jobProfile: 'Profilo professionale',
  jobProfilePlaceholder: 'Scelga il profilo professionale',
  experience: 'Esperienza',
  experiencePlaceholder: 'Scelga l’esperienza',
  submit: 'Aggiungi',
  cancel: 'Annulla',
  jobProfileRequired: 'Il profilo professionale è obbligatorio.',
  experienceRequired: 'L’esperienza è obbligatoria.',
} satisfies JobProfileFormText;
