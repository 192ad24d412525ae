import type { ComponentProps } from 'react';
import { DateField } from '../date-field';
import { Form, FormField, useForm } from '../form';
import { FileFormField } from '../lib/file-form-field';
import { isTooLarge } from '../lib/file-rules';
import { fileToSave, storedFileOf } from '../lib/stored-file';
import { FormActions } from '../lib/form-actions';
import { todayIso } from '../lib/today-iso';
import { messagesResolver } from '../lib/messages-resolver';
import type { Education, EducationPayload, Skill } from '../lib/profile';
import { SkillsFormField } from '../lib/skill-checklist';
import { TextFormField } from '../lib/text-form-field';
import { Textarea } from '../textarea';
import { educationFormText, type EducationFormText } from './education-form-text';

export type EducationFormProps = Omit<ComponentProps<'div'>, 'onSubmit'> & {
  /** The education to edit; without it the form adds a new one. */
  education?: Education;
  skills: readonly Skill[];
  onSubmit: (payload: EducationPayload) => void;
  onCancel?: () => void;
  /** @defaultValue false */
  submitting?: boolean;
  /** Today as `YYYY-MM-DD`. @defaultValue the user's today */
  today?: string;
  text?: Partial<EducationFormText>;
};

type EducationValues = Omit<EducationPayload, 'education_end_date' | 'remove_certificate'> & {
  education_end_date: string;
};

/**
 * Adds or edits an education: school, degree, place, dates (none after today), what was learnt, a certificate (the
 * stored one shows by its name, to be kept, replaced or removed).
 */
export function EducationForm({
  education,
  skills,
  onSubmit,
  onCancel,
  submitting = false,
  today = todayIso(),
  text: textOverrides,
  ...props
}: EducationFormProps) {
  const text = { ...educationFormText, ...textOverrides };
  const form = useForm<EducationValues>({
    defaultValues: {
      school: education?.school ?? '',
      degree: education?.degree ?? '',
      location: education?.location ?? '',
      education_start_date: education?.education_start_date ?? '',
      education_end_date: education?.education_end_date ?? '',
      responsiblities_and_accomplishments: education?.responsiblities_and_accomplishments ?? '',
      skill_ids: education?.skill_ids ?? '',
      certificate: storedFileOf(education?.certificate_url, education?.certificate_name, text.certificate),
    },
    resolver: messagesResolver((values) => ({
      school: values.school.trim() === '' && text.schoolRequired,
      degree: values.degree.trim() === '' && text.degreeRequired,
      location: values.location.trim() === '' && text.locationRequired,
      education_start_date:
        values.education_start_date === ''
          ? text.startDateRequired
          : values.education_start_date > today && text.dateInFuture,
      education_end_date:
        values.education_end_date !== '' &&
        (values.education_end_date > today
          ? text.dateInFuture
          : values.education_end_date < values.education_start_date && text.endBeforeStart),
      certificate: isTooLarge(values.certificate) && text.fileTooLarge,
    })),
  });
  const dateField = (name: 'education_start_date' | 'education_end_date', label: string, required: boolean) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field, error }) => (
        <DateField
          label={label}
          max={today}
          text={{ afterMax: text.dateInFuture }}
          required={required}
          error={error}
          {...field}
        />
      )}
    />
  );
  return (
    <div data-slot="education-form" {...props}>
      <Form
        form={form}
        onSubmit={(values) => {
          const certificate = fileToSave(values.certificate, education?.certificate_url);
          onSubmit({
            school: values.school.trim(),
            degree: values.degree.trim(),
            location: values.location.trim(),
            education_start_date: values.education_start_date,
            education_end_date: values.education_end_date || null,
            responsiblities_and_accomplishments: values.responsiblities_and_accomplishments.trim(),
            skill_ids: values.skill_ids,
            certificate: certificate.file,
            remove_certificate: certificate.remove,
          });
        }}
      >
        <TextFormField control={form.control} name="school" label={text.school} required />
        <TextFormField control={form.control} name="degree" label={text.degree} required />
        <TextFormField control={form.control} name="location" label={text.location} required />
        <div className="grid gap-4 sm:grid-cols-2">
          {dateField('education_start_date', text.startDate, true)}
          {dateField('education_end_date', text.endDate, false)}
        </div>
        <FormField
          control={form.control}
          name="responsiblities_and_accomplishments"
          render={({ field, error }) => <Textarea label={text.accomplishments} rows={4} error={error} {...field} />}
        />
        <SkillsFormField control={form.control} name="skill_ids" legend={text.skills} skills={skills} />
        <FileFormField
          control={form.control}
          name="certificate"
          label={text.certificate}
          accept=".pdf,.jpg,.jpeg"
          text={text}
        />
        <FormActions text={text} onCancel={onCancel} submitting={submitting} />
      </Form>
    </div>
  );
}
