import type { DocumentFileText } from '../../document-file-text';

export default {
  hint: 'PDF, JPG ou JPEG jusqu’à 20 Mo',
  choose: 'Choisir un fichier',
  remove: (fileName) => `Retirer ${fileName}`,
  wrongType: 'Ce type de fichier n’est pas accepté.',
} satisfies DocumentFileText;
