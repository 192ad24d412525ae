import { Card, CardContent, FileInput, fileInputTranslations, toast } from '@jumpers/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../../api/client';
import { fileUrl } from '../../api/file-url';
import { multipart } from '../../api/multipart';
import { invalidatePaths } from '../../api/query';
import { messagesNow, uiTextCatalog, useMessages, useUiText } from '../../i18n/messages';
import { useJumperProfile } from '../../lib/jumper-queries';
import { profileText } from './messages';
import { failureText } from './profile-calls';
import { offlineRefusal } from '../../lib/offline-notice';

/** The ui's file picker, in the language in use. */
const fileInputTexts = uiTextCatalog(fileInputTranslations);

/** The CV: a link to the stored one, and a picker that uploads a new PDF, DOC or DOCX at once. */
export function CvCard() {
  const text = useMessages(profileText);
  const fileInputText = useUiText(fileInputTexts);
  const queryClient = useQueryClient();
  const { data: profile } = useJumperProfile();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function upload(chosen: File) {
    const current = messagesNow(profileText);
    setBusy(true);
    setError(undefined);
    try {
      const answer = await api.PUT('/api/v1/jumpers/upload_cv', multipart({ 'jumper[upload_cv]': chosen }));
      if (!answer.data) {
        const message = failureText(answer, current.cv.failed, { accepts: 'pdfOrWord' });
        setError(message);
        toast.error(offlineRefusal() ?? message);
        return;
      }
      toast.success(current.cv.updated);
      setFile(null);
      await invalidatePaths(queryClient, '/api/v1/jumper_profile');
    } catch {
      setError(current.cv.failed);
      toast.error(offlineRefusal() ?? current.cv.failed);
    } finally {
      setBusy(false);
    }
  }

  const headingId = useId();
  const cvUrl = fileUrl(profile?.upload_cv_url);
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardContent className="gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {text.cv.title}
        </h2>
        {cvUrl ? (
          <p className="text-sm">
            {text.cv.current}:{' '}
            <a
              href={cvUrl}
              target="_blank"
              rel="noreferrer"
              className="focus-ring inline-flex min-h-target items-center text-primary underline"
            >
              {profile?.upload_cv_name ?? text.cv.current}
            </a>
          </p>
        ) : (
          profile && <p className="text-sm text-muted-foreground">{text.cv.none}</p>
        )}
        <FileInput
          label={text.cv.upload}
          hint={text.cv.hint}
          accept=".pdf,.doc,.docx"
          file={file}
          error={error}
          disabled={busy}
          onFileChange={(chosen) => {
            setFile(chosen);
            setError(undefined);
            if (chosen) void upload(chosen);
          }}
          // A refused file is told which types the CV takes.
          text={{ ...fileInputText, wrongType: text.cv.wrongType }}
        />
      </CardContent>
    </Card>
  );
}
