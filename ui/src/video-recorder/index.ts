export { VideoRecorder, videoRecorderText, type VideoRecorderProps, type VideoRecorderText } from './video-recorder';
