export { UploadBox, type UploadBoxProps } from './upload-box';
