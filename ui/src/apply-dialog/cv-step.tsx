import { useState } from 'react';
import { Button } from '../button';
import { FileInput } from '../file-input';

export interface CvStepText {
  cvText: string;
  cvField: string;
  cvTypes: string;
  chooseFile: string;
  upload: string;
  later: string;
  noFile: string;
  /** The name of the cross that removes the chosen CV. */
  removeFile: (fileName: string) => string;
  /** The message when a file of another type arrives. */
  wrongFileType: string;
}

export const cvStepText: CvStepText = {
  cvText: 'Companies decide faster when they can read your CV.',
  cvField: 'Your CV',
  cvTypes: 'PDF, DOC or DOCX',
  chooseFile: 'Choose file',
  upload: 'Upload',
  later: "I'll Do It later",
  noFile: 'Please Select A File!',
  removeFile: (fileName) => `Remove ${fileName}`,
  wrongFileType: 'This type of file is not accepted.',
};

/** Step 2: the CV, uploaded now or later. */
export function CvStep({
  text,
  pending,
  file,
  onFileChange,
  onUpload,
  onLater,
}: {
  text: CvStepText;
  pending: boolean;
  /** The chosen file, kept by the dialog while the step is away. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  onUpload: (file: File) => void;
  onLater: () => void;
}) {
  const [missing, setMissing] = useState(false);
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (file) onUpload(file);
        else setMissing(true);
      }}
    >
      <p>{text.cvText}</p>
      <FileInput
        label={text.cvField}
        hint={text.cvTypes}
        accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        text={{ choose: text.chooseFile, remove: text.removeFile, wrongType: text.wrongFileType }}
        file={file}
        onFileChange={(picked) => {
          onFileChange(picked);
          if (picked) setMissing(false);
        }}
        error={missing ? text.noFile : undefined}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onLater} disabled={pending}>
          {text.later}
        </Button>
        <Button type="submit" loading={pending}>
          {text.upload}
        </Button>
      </div>
    </form>
  );
}
