import type { VideoRecorderText } from '../video-recorder-text';

export default {
  add: 'Ajouter un enregistrement vidéo',
  update: 'Remplacer l’enregistrement vidéo',
  currentRecording: 'Votre enregistrement vidéo',
  selectFile: 'Choisir un fichier (mp4)',
  choose: 'Choisir un fichier',
  remove: (fileName) => `Retirer ${fileName}`,
  wrongType: 'Veuillez choisir une vidéo mp4.',
  recordLive: 'Enregistrer en direct',
  liveCamera: 'Aperçu de la caméra',
  startRecording: 'Démarrer l’enregistrement',
  stopRecording: 'Arrêter l’enregistrement',
  preview: 'Aperçu de la nouvelle vidéo',
  upload: 'Télécharger la vidéo',
  close: 'Fermer',
  cameraDenied: 'L’accès à la caméra est nécessaire pour enregistrer une vidéo.',
} satisfies VideoRecorderText;
