import documentFile from '../../lib/document-file-locales/fr';
import type { EducationFormText } from '../education-form-text';

export default {
  ...documentFile,
  school: 'École',
  degree: 'Diplôme',
  location: 'Lieu',
  startDate: 'Date de début',
  endDate: 'Date de fin',
  accomplishments: 'Tâches et réalisations',
  skills: 'Compétences',
  certificate: 'Certificat',
  submit: 'Enregistrer',
  cancel: 'Annuler',
  schoolRequired: 'Le nom de l’école est obligatoire.',
  degreeRequired: 'Le diplôme est obligatoire.',
  locationRequired: 'Le lieu est obligatoire.',
  startDateRequired: 'La date de début est obligatoire.',
  dateInFuture: 'La date ne peut pas être postérieure à aujourd’hui.',
  endBeforeStart: 'La date de fin ne peut pas précéder la date de début.',
  fileTooLarge: 'Le fichier dépasse 20 Mo.',
} satisfies EducationFormText;
