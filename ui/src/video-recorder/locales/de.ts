import type { VideoRecorderText } from '../video-recorder-text';

export default {
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
} satisfies VideoRecorderText;
