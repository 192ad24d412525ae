import { useMemo } from 'react';
import { FileInput, fileInputText } from '../file-input';
import { cn } from '../lib/cn';
import { StoredFile } from '../lib/stored-file';
import type { Translations } from '../lib/translations';

/** The box's own words, in English; `text` overrides some or all of them. */
export const uploadBoxText = {
  /** The hint under the title. */
  acceptedTypes: 'PDF, JPG or JPEG',
  /** The button that opens the file picker. */
  add: 'Add Document',
  /** The name of the cross that removes the uploaded file. */
  remove: fileInputText.remove,
  /** The message when a file outside `accept` arrives. */
  wrongType: fileInputText.wrongType,
};
export type UploadBoxText = typeof uploadBoxText;

/** The box's own words in every language. */
export const uploadBoxTranslations: Translations<UploadBoxText> = {
  en: uploadBoxText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

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
  /**
   * The box's words, merged over the English defaults.
   * @defaultValue uploadBoxText
   */
  text?: Partial<UploadBoxText>;
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
  text: textOverrides,
  error,
  busy = false,
  className,
}: UploadBoxProps) {
  const text = { ...uploadBoxText, ...textOverrides };
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
        hint={text.acceptedTypes}
        error={error}
        accept={accept}
        disabled={busy}
        file={uploadedFile}
        onFileChange={(file) => (file ? onUpload(file) : onRemove())}
        text={{ choose: text.add, remove: text.remove, wrongType: text.wrongType }}
        tabIndex={uploaded ? -1 : undefined}
        aria-hidden={uploaded || undefined}
      />
    </div>
  );
}
