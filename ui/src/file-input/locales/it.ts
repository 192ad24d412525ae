import type { FileInputText } from '../file-input';

export default {
  choose: 'Scegli file',
  remove: (fileName) => `Rimuovi ${fileName}`,
  wrongType: 'Questo tipo di file non è accettato.',
} satisfies FileInputText;
