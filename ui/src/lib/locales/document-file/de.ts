import fileInput from '../../../file-input/locales/de';
import type { DocumentFileText } from '../../document-file-text';

export default { ...fileInput, hint: 'PDF, JPG oder JPEG bis 20 MB' } satisfies DocumentFileText;
