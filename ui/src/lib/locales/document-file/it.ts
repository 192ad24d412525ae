import fileInput from '../../../file-input/locales/it';
import type { DocumentFileText } from '../../document-file-text';

export default { ...fileInput, hint: 'PDF, JPG o JPEG fino a 20 MB' } satisfies DocumentFileText;
