import documentFile from '../../lib/document-file-locales/de';
import type { EducationFormText } from '../education-form-text';

export default {
  ...documentFile,
  school: 'Schule',
  degree: 'Abschluss',
  location: 'Ort',
  startDate: 'Startdatum',
  endDate: 'Enddatum',
  accomplishments: 'Aufgaben und Leistungen',
  skills: 'Fähigkeiten',
  certificate: 'Zeugnis',
  submit: 'Speichern',
  cancel: 'Abbrechen',
  schoolRequired: 'Der Name der Schule ist erforderlich.',
  degreeRequired: 'Der Abschluss ist erforderlich.',
  locationRequired: 'Der Ort ist erforderlich.',
  startDateRequired: 'Das Startdatum ist erforderlich.',
  dateInFuture: 'Das Datum darf nicht nach heute liegen.',
  endBeforeStart: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  fileTooLarge: 'Die Datei ist grösser als 20 MB.',
} satisfies EducationFormText;
