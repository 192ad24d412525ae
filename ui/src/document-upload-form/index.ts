export { DocumentUploadForm, referenceUploadText, type DocumentUploadFormProps } from './document-upload-form';
export { documentUploadFormText, type DocumentUploadFormText } from './document-upload-form-text';
