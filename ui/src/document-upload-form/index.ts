export { DocumentUploadForm, type DocumentUploadFormProps } from './document-upload-form';
export {
  documentUploadFormText,
  documentUploadFormTranslations,
  referenceUploadText,
  referenceUploadTranslations,
  type DocumentUploadFormText,
} from './document-upload-form-text';
