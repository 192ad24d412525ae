import fileInput from '../../file-input/locales/de';
import type { DocumentsUnderReviewDialogText } from '../documents-under-review-dialog';
import type { UploadBoxText } from '../upload-box';

export default {
  acceptedTypes: 'PDF, JPG oder JPEG',
  add: 'Dokument hinzufügen',
  remove: fileInput.remove,
  wrongType: fileInput.wrongType,
} satisfies UploadBoxText;

/** The dialog of the same screen (`documentsUnderReviewDialogTranslations`). */
export const documentsUnderReviewDialog = {
  title: 'Ihre hochgeladenen Dokumente werden geprüft.',
  description: 'Wir prüfen sie und melden uns, sobald Sie sich auf Stellen bewerben können.',
  ok: 'OK',
  close: 'Schliessen',
} satisfies DocumentsUnderReviewDialogText;
