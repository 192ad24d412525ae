import { msg } from '@lingui/core/macro';
import { documentsUnderReviewDialogTranslations, uploadBoxTranslations } from '@jumpers/ui';
import type { Language } from '../../i18n/language';
import { messageCatalog, uiTextCatalog, type MessageWith } from '../../i18n/messages';

/** The catalog of the document upload screen. */
export const loadDocumentsMessages = (language: Language) => import(`./locales/${language}.po`);

export const documentsText = messageCatalog(loadDocumentsMessages, {
  title: msg`Upload your documents`,
  lead: msg`We check your CV, a certificate or diploma and a job reference before you can apply. PDF, JPG or JPEG, up to 20 MB each.`,
  cv: msg`Upload CV`,
  certificate: msg`Certificate Or Diploma`,
  reference: msg`Job Reference`,
  uploadedDocument: msg`Uploaded document`,
  uploaded: msg({ message: '{count} of 3 documents uploaded' }) as MessageWith<{ count: number }>,
  uploadFailed: msg`Something went wrong.Please try again!`,
  removed: msg`Removed Successfully`,
  certificateDeleted: msg`Certificate deleted successfully`,
  deleteFailed: msg`Something went wrong. Please try again!`,
  rejected: msg({
    comment: "reason: the operator's reason, as a sentence ending with its full stop",
    message: 'Your documents were not accepted: {reason} Please upload them again.',
  }) as MessageWith<{ reason: string }>,
  verified: msg`Your Documents Are Verified, Please Login Again!`,
  loading: msg`Loading`,
});

/** The ui's upload boxes and the dialog once all three are in, in the language in use. */
export const uploadBoxTexts = uiTextCatalog(uploadBoxTranslations);
export const documentsUnderReviewDialogTexts = uiTextCatalog(documentsUnderReviewDialogTranslations);
