export { UploadBox, uploadBoxText, uploadBoxTranslations, type UploadBoxProps, type UploadBoxText } from './upload-box';
export {
  DocumentsUnderReviewDialog,
  documentsUnderReviewDialogText,
  documentsUnderReviewDialogTranslations,
  type DocumentsUnderReviewDialogProps,
  type DocumentsUnderReviewDialogText,
} from './documents-under-review-dialog';
