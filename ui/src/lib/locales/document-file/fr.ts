import fileInput from '../../../file-input/locales/fr';
import type { DocumentFileText } from '../../document-file-text';

export default { ...fileInput, hint: 'PDF, JPG ou JPEG jusqu’à 20 Mo' } satisfies DocumentFileText;
