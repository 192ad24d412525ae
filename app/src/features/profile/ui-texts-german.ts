import type {
  DocumentUploadFormText,
  EducationFormText,
  IdentificationFormText,
  JobProfileCardText,
  JobProfileFormText,
  LanguageSkillFormText,
  ProfileItemsText,
  ProfileSectionText,
  ProfileSummaryText,
  VideoRecorderText,
  WorkExperienceFormText,
} from '@jumpers/ui';

/** The profile's ui pieces in German (formal "Sie", Swiss "ss"); English is ui's own wording, the first version's. */

export const profileSummaryGerman: ProfileSummaryText = {
  changePhoto: 'Foto ändern',
  contactInfo: 'Kontaktangaben',
  mobileNumber: 'Mobilnummer',
  email: 'E-Mail',
  address: 'Adresse',
  addressNotFound: 'Keine Adresse gefunden',
  aboutMe: 'Über mich',
  save: 'Speichern',
  viewTips: 'Tipps ansehen',
  charactersLeft: (remaining) => `Noch ${remaining} Zeichen`,
};

export const profileSectionGerman: ProfileSectionText = {
  add: (section) => `${section} hinzufügen`,
  edit: (item) => `${item} bearbeiten`,
  delete: (item) => `${item} löschen`,
  confirmDelete: (item) => `${item} löschen?`,
  confirmDeleteDescription: 'Dies kann nicht rückgängig gemacht werden.',
  confirm: 'Löschen',
  cancel: 'Abbrechen',
  readMore: 'Mehr anzeigen',
  readLess: 'Weniger anzeigen',
};

export const profileItemsGerman: ProfileItemsText = {
  present: 'Heute',
  employment: { full_time: 'Vollzeit', part_time: 'Teilzeit', internship: 'Praktikum' },
  spokenLevel: {
    beginner: 'Anfänger',
    intermediate: 'Mittelstufe',
    advanced: 'Fortgeschritten',
    native: 'Muttersprache',
  },
  documentType: { passport: 'Pass', id_card: 'Identitätskarte', residential_permit: 'Aufenthaltsbewilligung' },
  frontImage: 'Vorderseite',
  backImage: 'Rückseite',
  viewDocument: 'Dokument ansehen',
};

const fileTexts = {
  hint: 'PDF, JPG oder JPEG bis 20 MB',
  choose: 'Datei auswählen',
  remove: (fileName: string) => `${fileName} entfernen`,
  wrongType: 'Dieser Dateityp wird nicht akzeptiert.',
  fileTooLarge: 'Die Datei ist grösser als 20 MB.',
};

export const workExperienceFormGerman: WorkExperienceFormText = {
  ...fileTexts,
  companyName: 'Firmenname',
  jobTitle: 'Berufsbezeichnung',
  location: 'Arbeitsort',
  employment: 'Anstellungsart',
  employmentPlaceholder: 'Anstellungsart wählen',
  fullTime: 'Vollzeit',
  partTime: 'Teilzeit',
  internship: 'Praktikum',
  weeklyWorkload: 'Wöchentliches Pensum',
  weeklyWorkloadPlaceholder: 'Pensum wählen',
  currentlyWorking: 'Ich arbeite zurzeit in dieser Funktion',
  startDate: 'Startdatum',
  endDate: 'Enddatum',
  responsibilities: 'Aufgaben',
  skills: 'Fähigkeiten',
  referenceLetter: 'Arbeitszeugnis',
  submit: 'Speichern',
  cancel: 'Abbrechen',
  companyNameRequired: 'Der Firmenname ist erforderlich.',
  jobTitleRequired: 'Die Berufsbezeichnung ist erforderlich.',
  locationRequired: 'Der Arbeitsort ist erforderlich.',
  employmentRequired: 'Die Anstellungsart ist erforderlich.',
  weeklyWorkloadRequired: 'Das wöchentliche Pensum ist erforderlich.',
  startDateRequired: 'Das Startdatum ist erforderlich.',
  endDateOrCurrent: 'Bitte wählen Sie ein Enddatum oder markieren Sie, dass Sie zurzeit hier arbeiten',
  dateInFuture: 'Das Datum darf nicht nach heute liegen.',
  endBeforeStart: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  responsibilitiesRequired: 'Die Aufgaben sind erforderlich.',
};

export const educationFormGerman: EducationFormText = {
  ...fileTexts,
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
};

export const languageSkillFormGerman: LanguageSkillFormText = {
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
};

export const documentUploadFormGerman: DocumentUploadFormText = {
  ...fileTexts,
  file: 'Zeugnis',
  submit: 'Hochladen',
  cancel: 'Abbrechen',
  fileRequired: 'Bitte wählen Sie eine Datei zum Hochladen.',
  currentFile: (fileName) => `Aktuelle Datei: ${fileName}`,
};

export const identificationFormGerman: IdentificationFormText = {
  ...fileTexts,
  hint: 'PNG, JPG, JPEG bis 20 MB',
  documentType: 'Dokumentart',
  documentTypePlaceholder: 'Dokumentart wählen',
  passport: 'Pass',
  idCard: 'Identitätskarte',
  residentialPermit: 'Aufenthaltsbewilligung',
  frontImage: 'Vorderseite',
  backImage: 'Rückseite',
  submit: 'Hochladen',
  cancel: 'Abbrechen',
  documentTypeRequired: 'Die Dokumentart ist erforderlich.',
  frontImageRequired: 'Das Bild der Vorderseite ist erforderlich.',
  backImageRequired: 'Das Bild der Rückseite ist erforderlich.',
};

export const jobProfileFormGerman: JobProfileFormText = {
  jobProfile: 'Jobprofil',
  jobProfilePlaceholder: 'Jobprofil wählen',
  experience: 'Erfahrung',
  experiencePlaceholder: 'Erfahrung wählen',
  submit: 'Hinzufügen',
  cancel: 'Abbrechen',
  jobProfileRequired: 'Das Jobprofil ist erforderlich.',
  experienceRequired: 'Die Erfahrung ist erforderlich.',
};

export const jobProfileCardGerman: JobProfileCardText = {
  underReview: 'Wird geprüft. Bitte laden Sie Ihren Lebenslauf hoch',
  underReviewCvOnFile: 'Wird geprüft. Ihr Lebenslauf liegt uns vor.',
  experience: (experience) => `Erfahrung: ${experience}`,
  delete: (jobProfile) => `${jobProfile} löschen`,
  confirmDelete: (jobProfile) => `Das Jobprofil ${jobProfile} löschen?`,
  confirm: 'Löschen',
  cancel: 'Abbrechen',
};

export const videoRecorderGerman: VideoRecorderText = {
  add: 'Videoaufnahme hinzufügen',
  update: 'Videoaufnahme ersetzen',
  currentRecording: 'Ihre Videoaufnahme',
  selectFile: 'Datei auswählen (mp4)',
  choose: 'Datei auswählen',
  remove: (fileName) => `${fileName} entfernen`,
  wrongType: 'Bitte wählen Sie ein mp4-Video.',
  recordLive: 'Live aufnehmen',
  liveCamera: 'Kameravorschau',
  startRecording: 'Aufnahme starten',
  stopRecording: 'Aufnahme stoppen',
  preview: 'Vorschau des neuen Videos',
  upload: 'Video hochladen',
  close: 'Schliessen',
  cameraDenied: 'Für die Videoaufnahme ist der Zugriff auf die Kamera erforderlich.',
};
