import type { DocumentFileText } from '../../document-file-text';

export default {
  hint: 'PDF, JPG o JPEG fino a 20 MB',
  choose: 'Scegli file',
  remove: (fileName) => `Rimuovi ${fileName}`,
  wrongType: 'Questo tipo di file non è accettato.',
} satisfies DocumentFileText;
