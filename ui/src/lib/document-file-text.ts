/** The words of a form's document field (a certificate, a reference letter): what it takes, and its file picker's. */
export const documentFileText = {
  hint: 'PDF, JPG or JPEG up to 20MB',
  choose: 'Choose file',
  remove: (fileName: string) => `Remove ${fileName}`,
  wrongType: 'This type of file is not accepted.',
};
export type DocumentFileText = typeof documentFileText;
