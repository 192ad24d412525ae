import type { IdentificationFormText } from '../identification-form-text';

export default {
  documentType: 'Dokumentart',
  documentTypePlaceholder: 'Dokumentart wählen',
  passport: 'Pass',
  idCard: 'Identitätskarte',
  residentialPermit: 'Aufenthaltsbewilligung',
  frontImage: 'Vorderseite',
  backImage: 'Rückseite',
  hint: 'PNG, JPG, JPEG bis 20 MB',
  choose: 'Datei auswählen',
  remove: (fileName) => `${fileName} entfernen`,
  wrongType: 'Dieser Dateityp wird nicht akzeptiert.',
  submit: 'Hochladen',
  cancel: 'Abbrechen',
  documentTypeRequired: 'Die Dokumentart ist erforderlich.',
  frontImageRequired: 'Das Bild der Vorderseite ist erforderlich.',
  backImageRequired: 'Das Bild der Rückseite ist erforderlich.',
  fileTooLarge: 'Die Datei ist grösser als 20 MB.',
} satisfies IdentificationFormText;
