import { useId, type ComponentProps } from 'react';
import { Banner } from '../banner';
import { Form, useForm } from '../form';
import { FormActions } from '../lib/form-actions';
import type { JobCriteria } from '../lib/job-criteria';
import { describeJobCriteria } from '../lib/job-criteria-summary';
import { messagesResolver } from '../lib/messages-resolver';
import { TextFormField } from '../lib/text-form-field';
import { alertEditorText, alertNameMaxLength, type AlertEditorText } from './alert-editor-text';

export type AlertEditorProps = Omit<ComponentProps<'div'>, 'onSubmit'> & {
  /** The search and filters the alert will watch: Explore's current ones. */
  criteria: JobCriteria;
  /**
   * The name the field starts with.
   * @defaultValue the first criteria, e.g. 'Jumper positions, “forklift”'
   */
  defaultName?: string;
  /** Called with the trimmed name; the form stays (for another try) when the promise rejects. */
  onSave: (alert: { name: string }) => void | Promise<unknown>;
  /** Without it, no Cancel button is shown. */
  onCancel?: () => void;
  /** The server's refusal of the last save (too many alerts, say), worded by the app. */
  errorMessage?: string;
  /**
   * The editor's words, merged over the English defaults.
   * @defaultValue alertEditorText
   */
  text?: Partial<AlertEditorText>;
};

/**
 * Saves Explore's search and filters as a job alert: a name, the criteria in words, and what the daily e-mail
 * does. Made to sit in a dialog.
 */
export function AlertEditor({
  criteria,
  defaultName,
  onSave,
  onCancel,
  errorMessage,
  text: textOverrides,
  ...props
}: AlertEditorProps) {
  const text = { ...alertEditorText, ...textOverrides };
  const phrases = describeJobCriteria(criteria, text);
  const criteriaTitleId = useId();
  const form = useForm<{ name: string }>({
    defaultValues: { name: (defaultName ?? phrases.slice(0, 2).join(', ')).slice(0, alertNameMaxLength) },
    resolver: messagesResolver(({ name }) => ({
      name:
        name.trim() === ''
          ? text.nameRequired
          : name.trim().length > alertNameMaxLength && text.nameTooLong(alertNameMaxLength),
    })),
  });
  return (
    <div data-slot="alert-editor" {...props}>
      <Form
        form={form}
        onSubmit={async ({ name }) => {
          try {
            await onSave({ name: name.trim() });
          } catch {
            // The app reports the failure (errorMessage); the form stays filled for another try.
          }
        }}
      >
        {errorMessage && <Banner>{errorMessage}</Banner>}
        <TextFormField control={form.control} name="name" label={text.name} required autoComplete="off" />
        <section data-slot="alert-criteria" aria-labelledby={criteriaTitleId} className="flex flex-col gap-1">
          <h3 id={criteriaTitleId} className="text-sm font-semibold">
            {text.criteria}
          </h3>
          <ul className="ms-5 list-disc text-sm break-words">
            {phrases.map((phrase) => (
              <li key={phrase}>{phrase}</li>
            ))}
          </ul>
        </section>
        <p className="text-sm text-muted-foreground">{text.dailyNote}</p>
        <FormActions text={text} onCancel={onCancel} submitting={form.formState.isSubmitting} />
      </Form>
    </div>
  );
}
