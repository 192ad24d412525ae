import type { ComponentProps } from 'react';
import { Form, useForm } from '../form';
import { FileFormField } from '../lib/file-form-field';
import { FormActions } from '../lib/form-actions';
import { isTooLarge } from '../lib/file-rules';
import { messagesResolver } from '../lib/messages-resolver';
import { documentUploadFormText, type DocumentUploadFormText } from './document-upload-form-text';

export type DocumentUploadFormProps = Omit<ComponentProps<'div'>, 'onSubmit'> & {
  /** Called with the chosen file; the app sends it as `certificate_document[file]` or `employment_reference[file]`. */
  onSubmit: (payload: { file: File }) => void;
  onCancel?: () => void;
  /** Name of the file already saved, when editing. */
  currentFileName?: string;
  /** @defaultValue '.pdf,.jpg,.jpeg' (what the server takes for certificates and references) */
  accept?: string;
  /** @defaultValue false */
  submitting?: boolean;
  text?: Partial<DocumentUploadFormText>;
};

/** The certificate (or, with `referenceUploadText`, the reference letter) upload of the profile. */
export function DocumentUploadForm({
  onSubmit,
  onCancel,
  currentFileName,
  accept = '.pdf,.jpg,.jpeg',
  submitting = false,
  text: textOverrides,
  ...props
}: DocumentUploadFormProps) {
  const text = { ...documentUploadFormText, ...textOverrides };
  const form = useForm<{ file: File | null }>({
    defaultValues: { file: null },
    resolver: messagesResolver(({ file }) => ({
      file: file === null ? text.fileRequired : isTooLarge(file) && text.fileTooLarge,
    })),
  });
  return (
    <div data-slot="document-upload-form" {...props}>
      <Form form={form} onSubmit={({ file }) => file && onSubmit({ file })}>
        {currentFileName && <p className="text-sm text-muted-foreground">{text.currentFile(currentFileName)}</p>}
        <FileFormField control={form.control} name="file" label={text.file} accept={accept} required text={text} />
        <FormActions text={text} onCancel={onCancel} submitting={submitting} />
      </Form>
    </div>
  );
}
