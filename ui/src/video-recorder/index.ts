export { VideoRecorder, type VideoRecorderProps } from './video-recorder';
export { videoRecorderText, videoRecorderTranslations, type VideoRecorderText } from './video-recorder-text';
