export { UploadBox, type UploadBoxProps } from './upload-box';
export { DocumentsUnderReviewDialog, type DocumentsUnderReviewDialogProps } from './documents-under-review-dialog';
