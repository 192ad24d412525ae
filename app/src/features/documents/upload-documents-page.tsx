import { Banner, DocumentsUnderReviewDialog, LoadingOverlay, toast, UploadBox } from '@jumpers/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, handleUnauthorized } from '../../api/client';
import { multipart } from '../../api/multipart';
import { useText } from '../../i18n/catalog';
import { uploadRefusal, uploadRefusalText } from '../../lib/upload-refusal';
import { clearSession, getSession } from '../../session/session';
import { documentsText } from './messages';

type Slot = 'cv' | 'certificate' | 'reference';
type Uploaded = { name: string; id?: number };
type Documents = Record<Slot, Uploaded | null>;

const slots: Slot[] = ['cv', 'certificate', 'reference'];
/** SPEC.md §9: the verified message stays 1.5 s, then 1 s more before the sign-in page. */
const verifiedRedirectMs = 1500 + 1000;
/** SPEC.md §6: a refused session shows the server's text for 2 s before going to `/`. */
const unauthorizedRedirectMs = 2000;

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
  const text = useText(documentsText);
  const refusal = useText(uploadRefusalText);
  const navigate = useNavigate();
  const [documents, setDocuments] = useState<Documents>({ cv: null, certificate: null, reference: null });
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState<Slot | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Slot, string>>>({});
  const [reviewOpen, setReviewOpen] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'warning'; text: string } | null>(null);

  useEffect(
    () =>
      handleUnauthorized((serverText) => {
        toast.error(serverText ?? text.uploadFailed);
        setTimeout(() => navigate('/'), unauthorizedRedirectMs);
      }),
    [navigate, text.uploadFailed],
  );

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const [profile, certificates, references] = await Promise.all([
          api.GET('/api/v1/jumper_profile'),
          api.GET('/api/v1/certificate_documents'),
          api.GET('/api/v1/employment_references'),
        ]);
        if (cancelled || !profile.data) return;
        const jumper = profile.data.data;
        const complete =
          jumper.upload_cv_url !== null &&
          jumper.certificate_documents.length > 0 &&
          jumper.employment_references.length > 0;
        if (complete && jumper.is_verified_documents) {
          if (getSession().status === 'signed-in') {
            navigate('/jumper/explore', { replace: true });
            return;
          }
          // The token of a registration-only session cannot open the jumper area: a fresh sign-in can.
          setNotice({ tone: 'success', text: text.verified });
          clearSession();
          setTimeout(() => navigate('/login/jumper'), verifiedRedirectMs);
          return;
        }
        const certificate = certificates.data?.data[0];
        const reference = references.data?.data[0];
        setDocuments({
          cv: jumper.upload_cv_url ? { name: jumper.upload_cv_name ?? text.uploadedDocument } : null,
          certificate: certificate ? { name: certificate.certificate_document, id: certificate.id } : null,
          reference: reference ? { name: reference.employment_reference, id: reference.id } : null,
        });
        if (jumper.document_review === 'rejected' && jumper.document_review_note) {
          setNotice({ tone: 'warning', text: text.rejected(jumper.document_review_note) });
        }
      } catch {
        toast.error(text.uploadFailed);
      } finally {
        if (!cancelled) setLoading(false);
      }
    })();
    return () => {
      cancelled = true;
    };
    // Loaded once per visit; the texts only change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
      setDocuments(next);
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
          toast.error(text.deleteFailed);
          return;
        }
        toast.success(slot === 'certificate' ? text.certificateDeleted : text.removed);
      }
      setDocuments((current) => ({ ...current, [slot]: null }));
    } catch {
      toast.error(text.deleteFailed);
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
      <p aria-live="polite" className="font-medium">
        {text.uploaded(count)}
      </p>
      <LoadingOverlay loading={loading} label={text.loading} className="grid gap-4 md:grid-cols-3">
        {slots.map((slot) => (
          <UploadBox
            key={slot}
            title={titles[slot]}
            fileName={documents[slot]?.name ?? null}
            onUpload={(file) => void addDocument(slot, file)}
            onRemove={() => void removeDocument(slot)}
            addLabel={text.addDocument}
            acceptedTypesText={text.acceptedTypes}
            removeLabel={text.remove}
            wrongTypeMessage={refusal.wrongType.pdfOrJpeg}
            error={errors[slot]}
            busy={busy === slot}
          />
        ))}
      </LoadingOverlay>
      <DocumentsUnderReviewDialog
        open={reviewOpen}
        onOpenChange={setReviewOpen}
        title={text.underReviewTitle}
        text={text.underReviewText}
        okLabel={text.ok}
        closeLabel={text.close}
      />
    </main>
  );
}
