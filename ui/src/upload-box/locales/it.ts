import fileInput from '../../file-input/locales/it';
import type { DocumentsUnderReviewDialogText } from '../documents-under-review-dialog';
import type { UploadBoxText } from '../upload-box';

export default {
  acceptedTypes: 'PDF, JPG o JPEG',
  add: 'Aggiungi documento',
  remove: fileInput.remove,
  wrongType: fileInput.wrongType,
} satisfies UploadBoxText;

/** The dialog of the same screen (`documentsUnderReviewDialogTranslations`). */
export const documentsUnderReviewDialog = {
  title: 'I Suoi documenti caricati sono in corso di verifica.',
  description: 'Li verifichiamo e La informiamo non appena potrà candidarsi a offerte di lavoro.',
  ok: 'OK',
  close: 'Chiudi',
} satisfies DocumentsUnderReviewDialogText;
