import documentFile from '../../lib/document-file-locales/it';
import type { EducationFormText } from '../education-form-text';

export default {
  ...documentFile,
  school: 'Scuola',
  degree: 'Titolo di studio',
  location: 'Luogo',
  startDate: 'Data d’inizio',
  endDate: 'Data di fine',
  accomplishments: 'Mansioni e risultati',
  skills: 'Competenze',
  certificate: 'Certificato',
  submit: 'Salva',
  cancel: 'Annulla',
  schoolRequired: 'Il nome della scuola è obbligatorio.',
  degreeRequired: 'Il titolo di studio è obbligatorio.',
  locationRequired: 'Il luogo è obbligatorio.',
  startDateRequired: 'La data d’inizio è obbligatoria.',
  dateInFuture: 'La data non può essere successiva a oggi.',
  endBeforeStart: 'La data di fine non può precedere la data d’inizio.',
  fileTooLarge: 'Il file supera i 20 MB.',
} satisfies EducationFormText;
