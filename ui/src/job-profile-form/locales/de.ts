import type { JobProfileFormText } from '../job-profile-form-text';

export default {
  jobProfile: 'Jobprofil',
  jobProfilePlaceholder: 'Jobprofil wählen',
  experience: 'Erfahrung',
  experiencePlaceholder: 'Erfahrung wählen',
  submit: 'Hinzufügen',
  cancel: 'Abbrechen',
  jobProfileRequired: 'Das Jobprofil ist erforderlich.',
  experienceRequired: 'Die Erfahrung ist erforderlich.',
} satisfies JobProfileFormText;
