import { Banner, DocumentsUnderReviewDialog, LoadingOverlay, toast, UploadBox } from '@jumpers/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { multipart } from '../../api/multipart';
import { invalidatePaths } from '../../api/query';
import type { paths } from '@jumpers/contract';
import { messagesNow, useMessages, useUiText } from '../../i18n/messages';
import {
  certificateDocumentsQuery,
  employmentReferencesQuery,
  jumperProfileQuery,
  type JumperProfile,
} from '../../lib/jumper-queries';
import { uploadRefusal, uploadRefusalText } from '../../lib/upload-refusal';
import { useFailureToast } from '../../lib/use-failure-toast';
import { clearSession, getSession } from '../../session/session';
import { documentsText, documentsUnderReviewDialogTexts, uploadBoxTexts } from './messages';
import { offlineRefusal } from '../../lib/offline-notice';

type Slot = 'cv' | 'certificate' | 'reference';
type Uploaded = { name: string; id?: number };
type Documents = Record<Slot, Uploaded | null>;

const slots: Slot[] = ['cv', 'certificate', 'reference'];
/** The verified message stays 1.5 s, then 1 s more before the sign-in page. */
const verifiedRedirectMs = 1500 + 1000;
/** What an upload or a removal in a slot changes on the server: its list, and the profile's review state. */
const changedBy: Record<Slot, (keyof paths)[]> = {
  cv: ['/api/v1/jumper_profile'],
  certificate: ['/api/v1/certificate_documents', '/api/v1/jumper_profile'],
  reference: ['/api/v1/employment_references', '/api/v1/jumper_profile'],
};

/** An operator's reason as a sentence of its own: it ends with a full stop unless it already ends a sentence. */
const asSentence = (reason: string) => {
  const trimmed = reason.trim();
  return /[.!?…]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
};

const isComplete = (jumper: JumperProfile) =>
  jumper.upload_cv_url !== null && jumper.certificate_documents.length > 0 && jumper.employment_references.length > 0;

function upload(slot: Slot, file: File) {
  switch (slot) {
    case 'cv':
      return api.PUT('/api/v1/jumpers/upload_cv', multipart({ 'jumper[upload_cv]': file }));
    case 'certificate':
      return api.POST('/api/v1/certificate_documents', multipart({ 'certificate_document[file]': file }));
    case 'reference':
      return api.POST('/api/v1/employment_references', multipart({ 'employment_reference[file]': file }));
  }
}

export function UploadDocumentsPage() {
  const text = useMessages(documentsText);
  const refusal = useMessages(uploadRefusalText);
  const boxText = useUiText(uploadBoxTexts);
  const reviewText = useUiText(documentsUnderReviewDialogTexts);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useQuery(jumperProfileQuery);
  const certificates = useQuery(certificateDocumentsQuery);
  const references = useQuery(employmentReferencesQuery);
  /** What the jumper uploaded or removed on this visit, over what the server had. */
  const [changed, setChanged] = useState<Partial<Documents>>({});
  const [busy, setBusy] = useState<Slot | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Slot, string>>>({});
  const [reviewOpen, setReviewOpen] = useState(false);

  useFailureToast([profile, certificates, references], () => messagesNow(documentsText).uploadFailed);

  const jumper = profile.data;
  const verified = jumper !== undefined && isComplete(jumper) && jumper.is_verified_documents;
  useEffect(() => {
    if (!verified) return;
    if (getSession().status === 'signed-in') {
      navigate('/jumper/explore', { replace: true });
      return;
    }
    // The token of a registration-only session cannot open the jumper area: a fresh sign-in can.
    clearSession();
    const timer = setTimeout(() => navigate('/login/jumper'), verifiedRedirectMs);
    return () => clearTimeout(timer);
  }, [verified, navigate]);

  const certificate = certificates.data?.[0];
  const reference = references.data?.[0];
  const documents: Documents = {
    cv: jumper?.upload_cv_url ? { name: jumper.upload_cv_name ?? text.uploadedDocument } : null,
    certificate: certificate ? { name: certificate.certificate_document, id: certificate.id } : null,
    reference: reference ? { name: reference.employment_reference, id: reference.id } : null,
    ...changed,
  };
  const notice: { tone: 'success' | 'warning'; text: string } | null = verified
    ? { tone: 'success', text: text.verified }
    : // The rejection concerned the documents before this visit's uploads: one new document answers it.
      jumper?.document_review === 'rejected' &&
        jumper.document_review_note &&
        !Object.values(changed).some((document) => document)
      ? { tone: 'warning', text: text.rejected({ reason: asSentence(jumper.document_review_note) }) }
      : null;
  const loading = profile.isPending || certificates.isPending || references.isPending;

  async function addDocument(slot: Slot, file: File) {
    setBusy(slot);
    setErrors((current) => ({ ...current, [slot]: undefined }));
    try {
      const answer = await upload(slot, file);
      const { data } = answer;
      if (!data) {
        const message = uploadRefusal(answer, { accepts: 'pdfOrJpeg' }) ?? text.uploadFailed;
        setErrors((current) => ({ ...current, [slot]: message }));
        return;
      }
      // Certificates and references are removed by their id; the CV has none of its own.
      const id = typeof data.data.id === 'number' ? data.data.id : undefined;
      const next = { ...documents, [slot]: { name: file.name, id } };
      setChanged((current) => ({ ...current, [slot]: next[slot] }));
      void invalidatePaths(queryClient, ...changedBy[slot]);
      if (slots.every((each) => next[each] !== null)) setReviewOpen(true);
    } catch {
      setErrors((current) => ({ ...current, [slot]: text.uploadFailed }));
    } finally {
      setBusy(null);
    }
  }

  async function removeDocument(slot: Slot) {
    const id = documents[slot]?.id;
    setBusy(slot);
    try {
      // The CV has no delete call: its cross frees the slot, and the next upload replaces the stored CV.
      if (slot !== 'cv' && id !== undefined) {
        const { response } =
          slot === 'certificate'
            ? await api.DELETE('/api/v1/certificate_documents/{id}', { params: { path: { id } } })
            : await api.DELETE('/api/v1/employment_references/{id}', { params: { path: { id } } });
        if (!response.ok) {
          toast.error(offlineRefusal() ?? text.deleteFailed);
          return;
        }
        toast.success(slot === 'certificate' ? text.certificateDeleted : text.removed);
        void invalidatePaths(queryClient, ...changedBy[slot]);
      }
      setChanged((current) => ({ ...current, [slot]: null }));
    } catch {
      toast.error(offlineRefusal() ?? text.deleteFailed);
    } finally {
      setBusy(null);
    }
  }

  const count = slots.filter((slot) => documents[slot] !== null).length;
  const titles: Record<Slot, string> = { cv: text.cv, certificate: text.certificate, reference: text.reference };

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-bold">{text.title}</h1>
      <p className="text-muted-foreground">{text.lead}</p>
      {notice && <Banner variant={notice.tone}>{notice.text}</Banner>}
      {/* No count before all three answers are in: a half-read state said '0 of 3' beside 'Verified'. */}
      <p aria-live="polite" className="min-h-lh font-medium">
        {loading ? null : text.uploaded({ count })}
      </p>
      <LoadingOverlay loading={loading} label={text.loading} className="grid gap-4 md:grid-cols-3">
        {slots.map((slot) => (
          <UploadBox
            key={slot}
            title={titles[slot]}
            fileName={documents[slot]?.name ?? null}
            onUpload={(file) => void addDocument(slot, file)}
            onRemove={() => void removeDocument(slot)}
            // A refused file is told what to choose instead, as the server's refusal of one would be.
            text={{ ...boxText, wrongType: refusal.wrongType.pdfOrJpeg }}
            error={errors[slot]}
            busy={busy === slot}
          />
        ))}
      </LoadingOverlay>
      <DocumentsUnderReviewDialog open={reviewOpen} onOpenChange={setReviewOpen} text={reviewText} />
    </main>
  );
}
