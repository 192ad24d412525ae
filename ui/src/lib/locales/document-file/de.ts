import type { DocumentFileText } from '../../document-file-text';

export default {
  hint: 'PDF, JPG oder JPEG bis 20 MB',
  choose: 'Datei auswählen',
  remove: (fileName) => `${fileName} entfernen`,
  wrongType: 'Dieser Dateityp wird nicht akzeptiert.',
} satisfies DocumentFileText;
