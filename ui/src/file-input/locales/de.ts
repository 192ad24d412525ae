import type { FileInputText } from '../file-input';

export default {
  choose: 'Datei auswählen',
  remove: (fileName) => `${fileName} entfernen`,
  wrongType: 'Dieser Dateityp wird nicht akzeptiert.',
} satisfies FileInputText;
