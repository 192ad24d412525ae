/**
 * The words of a form's document field (a certificate, a reference letter): what it takes, and its file picker's.
 * Its translations (lib/locales/document-file) write the file picker's words out too, rather than import the file
 * input's locale modules: a locale module that an app loads on its own and that two others import lands in a shared
 * chunk, and the bundler then gives its runtime a chunk of its own that every page downloads (0.3 KB more each).
 */
export const documentFileText = {
  hint: 'PDF, JPG or JPEG up to 20MB',
  choose: 'Choose file',
  remove: (fileName: string) => `Remove ${fileName}`,
  wrongType: 'This type of file is not accepted.',
};
export type DocumentFileText = typeof documentFileText;
