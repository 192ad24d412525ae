export { VideoRecorder, type VideoRecorderProps } from './video-recorder';
export { videoRecorderText, type VideoRecorderText } from './video-recorder-text';
