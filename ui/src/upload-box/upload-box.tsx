import { useMemo } from 'react';
import { FileInput } from '../file-input';
import { cn } from '../lib/cn';
import { StoredFile } from '../lib/stored-file';

export type UploadBoxProps = {
  /** What the box asks for: 'Upload CV', 'Certificate Or Diploma', 'Job Reference'. */
  title: string;
  /** The uploaded document's file name, or null while there is none. */
  fileName: string | null;
  /** Called with the first file the user picks (already checked against `accept`). */
  onUpload: (file: File) => void;
  /** Called by the cross next to the file name. */
  onRemove: () => void;
  /**
   * File types the box takes (the upload documents screen accepts pdf, jpg and jpeg).
   * @defaultValue '.pdf,.jpg,.jpeg,application/pdf,image/jpeg'
   */
  accept?: string;
  /** @defaultValue 'PDF, JPG or JPEG' */
  acceptedTypesText?: string;
  /** @defaultValue 'Add Document' */
  addLabel?: string;
  /** @defaultValue (fileName) => `Remove ${fileName}` */
  removeLabel?: (fileName: string) => string;
  /** @defaultValue 'This type of file is not accepted.' */
  wrongTypeMessage?: string;
  /** A message from the page, e.g. 'Something went wrong.Please try again!'. */
  error?: string;
  /**
   * While an upload or removal runs: the box cannot be changed.
   * @defaultValue false
   */
  busy?: boolean;
  className?: string;
};

/**
 * One document slot of the upload screen: an Add Document button, or once uploaded the file's
 * name with a cross that removes it.
 */
export function UploadBox({
  title,
  fileName,
  onUpload,
  onRemove,
  accept = '.pdf,.jpg,.jpeg,application/pdf,image/jpeg',
  acceptedTypesText = 'PDF, JPG or JPEG',
  addLabel = 'Add Document',
  removeLabel,
  wrongTypeMessage,
  error,
  busy = false,
  className,
}: UploadBoxProps) {
  const uploadedFile = useMemo(() => (fileName ? new StoredFile(fileName) : null), [fileName]);
  const uploaded = uploadedFile !== null;
  return (
    <div
      data-slot="upload-box"
      data-state={uploaded ? 'uploaded' : 'empty'}
      aria-busy={busy || undefined}
      className={cn(
        'min-w-0 rounded-lg border border-dashed border-border-strong bg-surface p-4',
        // Once uploaded, only the name and its cross are shown: the picker leaves the page's tab order too.
        'data-[state=uploaded]:[&_[data-slot=file-input-choose]]:hidden',
        className,
      )}
    >
      <FileInput
        label={<span className="text-lg font-semibold">{title}</span>}
        hint={acceptedTypesText}
        error={error}
        accept={accept}
        disabled={busy}
        file={uploadedFile}
        onFileChange={(file) => (file ? onUpload(file) : onRemove())}
        chooseLabel={addLabel}
        removeLabel={removeLabel}
        wrongTypeMessage={wrongTypeMessage}
        tabIndex={uploaded ? -1 : undefined}
        aria-hidden={uploaded || undefined}
      />
    </div>
  );
}
