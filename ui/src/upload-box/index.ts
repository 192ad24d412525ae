export { UploadBox, uploadBoxText, type UploadBoxProps, type UploadBoxText } from './upload-box';
export {
  DocumentsUnderReviewDialog,
  documentsUnderReviewDialogText,
  type DocumentsUnderReviewDialogProps,
  type DocumentsUnderReviewDialogText,
} from './documents-under-review-dialog';
