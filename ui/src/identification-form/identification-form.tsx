import type { ComponentProps } from 'react';
import { Form, FormField, useForm } from '../form';
import { FileFormField } from '../lib/file-form-field';
import { isTooLarge } from '../lib/file-rules';
import { FormActions } from '../lib/form-actions';
import { messagesResolver } from '../lib/messages-resolver';
import type { IdentificationDocumentType, IdentificationPayload } from '../lib/profile';
import { Select } from '../select';
import { identificationFormText, type IdentificationFormText } from './identification-form-text';

export type IdentificationFormProps = Omit<ComponentProps<'div'>, 'onSubmit'> & {
  /** Called with the type and both images (`jumper_identification[...]`). */
  onSubmit: (payload: IdentificationPayload) => void;
  onCancel?: () => void;
  /** @defaultValue false */
  submitting?: boolean;
  text?: Partial<IdentificationFormText>;
};

type IdentificationValues = { document_type: string; front_image: File | null; back_image: File | null };

const imageTypes = '.png,.jpg,.jpeg';

/** Passport, ID card or residential permit: the type and a picture of each side. */
export function IdentificationForm({
  onSubmit,
  onCancel,
  submitting = false,
  text: textOverrides,
  ...props
}: IdentificationFormProps) {
  const text = { ...identificationFormText, ...textOverrides };
  const form = useForm<IdentificationValues>({
    defaultValues: { document_type: '', front_image: null, back_image: null },
    resolver: messagesResolver(({ document_type, front_image, back_image }) => ({
      document_type: document_type === '' && text.documentTypeRequired,
      front_image: front_image === null ? text.frontImageRequired : isTooLarge(front_image) && text.fileTooLarge,
      back_image: back_image === null ? text.backImageRequired : isTooLarge(back_image) && text.fileTooLarge,
    })),
  });
  return (
    <div data-slot="identification-form" {...props}>
      <Form
        form={form}
        onSubmit={({ document_type, front_image, back_image }) =>
          front_image &&
          back_image &&
          onSubmit({ document_type: document_type as IdentificationDocumentType, front_image, back_image })
        }
      >
        <FormField
          control={form.control}
          name="document_type"
          render={({ field: { value, onChange, ref, name }, error }) => (
            <Select
              label={text.documentType}
              placeholder={text.documentTypePlaceholder}
              required
              options={[
                { value: 'passport', label: text.passport },
                { value: 'id_card', label: text.idCard },
                { value: 'residential_permit', label: text.residentialPermit },
              ]}
              error={error}
              value={value}
              onValueChange={onChange}
              ref={ref}
              name={name}
            />
          )}
        />
        <FileFormField
          control={form.control}
          name="front_image"
          label={text.frontImage}
          accept={imageTypes}
          required
          text={text}
        />
        <FileFormField
          control={form.control}
          name="back_image"
          label={text.backImage}
          accept={imageTypes}
          required
          text={text}
        />
        <FormActions text={text} onCancel={onCancel} submitting={submitting} />
      </Form>
    </div>
  );
}
