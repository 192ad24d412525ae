import {
  DocumentItem,
  documentUploadFormTranslations,
  referenceUploadTranslations,
  type CertificateDocument,
  type EmploymentReference,
} from '@jumpers/ui';
import { DocumentUploadForm } from './lazy-forms';
import { api } from '../../api/client';
import { fileUrl } from '../../api/file-url';
import { multipart } from '../../api/multipart';
import { messagesNow, uiTextCatalog, useMessages, useUiText } from '../../i18n/messages';
import { certificateDocumentsQuery, employmentReferencesQuery } from '../../lib/jumper-queries';
import { profileItemsTexts, profileText, type ProfileText } from './messages';
import { closeDelayMs, saveOutcome } from './profile-calls';
import { ProfileListSection } from './profile-list-section';
import { useProfileList, useSectionDialog } from './section-state';

type Kind = 'certificate' | 'reference';
type StoredDocument = CertificateDocument | EmploymentReference;

/** The ui's upload form, and the words that make it the reference letter's, in the language in use. */
const documentUploadFormTexts = uiTextCatalog(documentUploadFormTranslations);
const referenceUploadTexts = uiTextCatalog(referenceUploadTranslations);

/** The calls and texts of each kind; the two differ only in path, field and wording. */
const kinds = {
  certificate: {
    list: certificateDocumentsQuery,
    create: (file: File) =>
      api.POST('/api/v1/certificate_documents', multipart({ 'certificate_document[file]': file })),
    update: (id: number, file: File) =>
      api.PUT('/api/v1/certificate_documents/{id}', {
        params: { path: { id } },
        ...multipart({ 'certificate_document[file]': file }),
      }),
    remove: (id: number) => api.DELETE('/api/v1/certificate_documents/{id}', { params: { path: { id } } }),
    texts: (text: ProfileText) => ({
      title: text.sections.certificates,
      empty: text.empty.certificates,
      add: text.dialogs.addCertificate,
      edit: text.dialogs.editCertificate,
      messages: text.certificate,
    }),
  },
  reference: {
    list: employmentReferencesQuery,
    create: (file: File) =>
      api.POST('/api/v1/employment_references', multipart({ 'employment_reference[file]': file })),
    update: (id: number, file: File) =>
      api.PUT('/api/v1/employment_references/{id}', {
        params: { path: { id } },
        ...multipart({ 'employment_reference[file]': file }),
      }),
    remove: (id: number) => api.DELETE('/api/v1/employment_references/{id}', { params: { path: { id } } }),
    texts: (text: ProfileText) => ({
      title: text.sections.references,
      empty: text.empty.references,
      add: text.dialogs.addReference,
      edit: text.dialogs.editReference,
      messages: text.reference,
    }),
  },
} satisfies Record<Kind, unknown>;

const nameOf = (document: StoredDocument) =>
  'certificate_document' in document ? document.certificate_document : document.employment_reference;

/**
 * Certificates and Diplomas, or Employment References: one document each (adding is offered
 * only while there is none), replaced with the pencil, removed after confirmation.
 */
export function DocumentSection({ kind }: { kind: Kind }) {
  const calls = kinds[kind];
  const text = useMessages(profileText);
  const itemsText = useUiText(profileItemsTexts);
  const texts = calls.texts(text);
  const certificateForm = useUiText(documentUploadFormTexts);
  const referenceForm = useUiText(referenceUploadTexts);
  const list = useProfileList<StoredDocument, StoredDocument, string[]>(
    calls.list,
    (document) => ({ ...document, file_url: fileUrl(document.file_url) }),
    // The profile lists the documents too, and knows whether they are under review.
    ['/api/v1/jumper_profile'],
  );
  const dialog = useSectionDialog<StoredDocument>(closeDelayMs.other, list.reload);
  const editing = dialog.editing?.mode === 'edit' ? dialog.editing.item : undefined;

  const submit = (file: File) =>
    dialog.save(() => {
      const { messages } = calls.texts(messagesNow(profileText));
      return saveOutcome(() => (editing ? calls.update(editing.id, file) : calls.create(file)), {
        success: editing ? messages.updated : messages.added,
        failed: messages.failed,
        upload: { accepts: 'pdfOrJpeg' },
      });
    });

  return (
    <ProfileListSection
      title={texts.title}
      list={list}
      dialog={dialog}
      text={{ empty: texts.empty }}
      getKey={(item) => item.id}
      getLabel={nameOf}
      renderItem={(item) => <DocumentItem item={item} text={itemsText} />}
      dialogTitles={{ add: texts.add, edit: texts.edit }}
      canAdd={list.status === 'ready' && list.items.length === 0}
      remove={{ call: (item) => calls.remove(item.id), texts: () => calls.texts(messagesNow(profileText)).messages }}
      renderForm={(item) => (
        <DocumentUploadForm
          key={item?.id ?? 'new'}
          accept=".pdf,.jpg,.jpeg"
          currentFileName={item ? nameOf(item) : undefined}
          onSubmit={({ file }) => void submit(file)}
          onCancel={dialog.close}
          submitting={dialog.submitting}
          text={kind === 'reference' ? { ...certificateForm, ...referenceForm } : certificateForm}
        />
      )}
    />
  );
}
