import type { JobProfileFormText } from '../job-profile-form-text';

export default {
  jobProfile: 'Profil professionnel',
  jobProfilePlaceholder: 'Choisir un profil professionnel',
  experience: 'Expérience',
  experiencePlaceholder: 'Choisir l’expérience',
  submit: 'Ajouter',
  cancel: 'Annuler',
  jobProfileRequired: 'Le profil professionnel est obligatoire.',
  experienceRequired: 'L’expérience est obligatoire.',
} satisfies JobProfileFormText;
