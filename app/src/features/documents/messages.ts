import { defineCatalog } from '../../i18n/catalog';

/** An operator's reason as a sentence of its own: it ends with a full stop unless it already ends a sentence. */
const asSentence = (reason: string) => {
  const trimmed = reason.trim();
  return /[.!?…]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
};

export const documentsText = defineCatalog(
  {
    title: 'Upload your documents',
    lead: 'We check your CV, a certificate or diploma and a job reference before you can apply. PDF, JPG or JPEG, up to 20 MB each.',
    cv: 'Upload CV',
    certificate: 'Certificate Or Diploma',
    reference: 'Job Reference',
    addDocument: 'Add Document',
    acceptedTypes: 'PDF, JPG or JPEG',
    remove: (fileName: string) => `Remove ${fileName}`,
    uploadedDocument: 'Uploaded document',
    uploaded: (count: number) => `${count} of 3 documents uploaded`,
    uploadFailed: 'Something went wrong.Please try again!',
    removed: 'Removed Successfully',
    certificateDeleted: 'Certificate deleted successfully',
    deleteFailed: 'Something went wrong. Please try again!',
    underReviewTitle: 'Your Uploaded Documents Are Under Review.',
    underReviewText: 'We check them and let you know as soon as you can apply for jobs.',
    rejected: (reason: string) => `Your documents were not accepted: ${asSentence(reason)} Please upload them again.`,
    verified: 'Your Documents Are Verified, Please Login Again!',
    ok: 'OK',
    close: 'Close',
    loading: 'Loading',
  },
  {
    title: 'Laden Sie Ihre Dokumente hoch',
    lead: 'Wir prüfen Ihren Lebenslauf, ein Zeugnis oder Diplom und eine Arbeitsreferenz, bevor Sie sich bewerben können. PDF, JPG oder JPEG, je bis 20 MB.',
    cv: 'Lebenslauf hochladen',
    certificate: 'Zeugnis oder Diplom',
    reference: 'Arbeitsreferenz',
    addDocument: 'Dokument hinzufügen',
    acceptedTypes: 'PDF, JPG oder JPEG',
    remove: (fileName: string) => `${fileName} entfernen`,
    uploadedDocument: 'Hochgeladenes Dokument',
    uploaded: (count: number) => `${count} von 3 Dokumenten hochgeladen`,
    uploadFailed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut!',
    removed: 'Erfolgreich entfernt',
    certificateDeleted: 'Zeugnis erfolgreich gelöscht',
    deleteFailed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut!',
    underReviewTitle: 'Ihre hochgeladenen Dokumente werden geprüft.',
    underReviewText: 'Wir prüfen sie und melden uns, sobald Sie sich auf Stellen bewerben können.',
    rejected: (reason: string) =>
      `Ihre Dokumente wurden nicht akzeptiert: ${asSentence(reason)} Bitte laden Sie sie erneut hoch.`,
    verified: 'Ihre Dokumente sind geprüft, bitte melden Sie sich erneut an!',
    ok: 'OK',
    close: 'Schliessen',
    loading: 'Wird geladen',
  },
);
