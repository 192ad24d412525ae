import type { Translations } from '../lib/translations';

/** The video recorder's words in English; an app can read them without loading the recorder. */
export const videoRecorderText = {
  add: 'Add Video Recordings',
  update: 'Update Video Recordings',
  currentRecording: 'Your video recording',
  selectFile: 'Select File (mp4)',
  choose: 'Choose file',
  remove: (fileName: string) => `Remove ${fileName}`,
  wrongType: 'Please choose an mp4 video.',
  recordLive: 'Record Live',
  liveCamera: 'Camera preview',
  startRecording: 'Start recording',
  stopRecording: 'Stop recording',
  preview: 'Preview of the new video',
  upload: 'Upload Video',
  close: 'Close',
  cameraDenied: 'Camera access is required to record video.',
};
export type VideoRecorderText = typeof videoRecorderText;

/** The video recorder's words in every language. */
export const videoRecorderTranslations: Translations<VideoRecorderText> = {
  en: videoRecorderText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
