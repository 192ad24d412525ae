import type { VideoRecorderText } from '../video-recorder-text';

export default {
  add: 'Aggiungi registrazione video',
  update: 'Sostituisci la registrazione video',
  currentRecording: 'La Sua registrazione video',
  selectFile: 'Scegli file (mp4)',
  choose: 'Scegli file',
  remove: (fileName) => `Rimuovi ${fileName}`,
  wrongType: 'La preghiamo di scegliere un video mp4.',
  recordLive: 'Registra dal vivo',
  liveCamera: 'Anteprima della fotocamera',
  startRecording: 'Avvia registrazione',
  stopRecording: 'Interrompi registrazione',
  preview: 'Anteprima del nuovo video',
  upload: 'Carica video',
  close: 'Chiudi',
  cameraDenied: 'Per registrare un video è necessario l’accesso alla fotocamera.',
} satisfies VideoRecorderText;
