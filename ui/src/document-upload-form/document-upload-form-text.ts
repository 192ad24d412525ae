import { documentFileText } from '../lib/document-file-text';

/** The words of the form, apart from the form: an app can read them without loading the form. */
export const documentUploadFormText = {
  ...documentFileText,
  file: 'Certificate',
  submit: 'Upload',
  cancel: 'Cancel',
  fileRequired: 'Please select a file to upload.',
  fileTooLarge: 'The file is larger than 20MB.',
  currentFile: (fileName: string) => `Current file: ${fileName}`,
};

export type DocumentUploadFormText = typeof documentUploadFormText;
