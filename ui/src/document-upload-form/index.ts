export {
  DocumentUploadForm,
  documentUploadFormText,
  referenceUploadText,
  type DocumentUploadFormProps,
  type DocumentUploadFormText,
} from './document-upload-form';
