import fileInput from '../../file-input/locales/fr';
import type { DocumentsUnderReviewDialogText } from '../documents-under-review-dialog';
import type { UploadBoxText } from '../upload-box';

export default {
  acceptedTypes: 'PDF, JPG ou JPEG',
  add: 'Ajouter un document',
  remove: fileInput.remove,
  wrongType: fileInput.wrongType,
} satisfies UploadBoxText;

/** The dialog of the same screen (`documentsUnderReviewDialogTranslations`). */
export const documentsUnderReviewDialog = {
  title: 'Vos documents téléversés sont en cours de vérification.',
  description: 'Nous les vérifions et vous informons dès que vous pouvez postuler à des emplois.',
  ok: 'OK',
  close: 'Fermer',
} satisfies DocumentsUnderReviewDialogText;
