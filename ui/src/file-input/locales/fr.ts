import type { FileInputText } from '../file-input';

export default {
  choose: 'Choisir un fichier',
  remove: (fileName) => `Retirer ${fileName}`,
  wrongType: 'Ce type de fichier n’est pas accepté.',
} satisfies FileInputText;
