import type { ComponentProps } from 'react';
import { Checkbox } from '../checkbox';
import { DateField } from '../date-field';
import { Form, FormField, useForm } from '../form';
import { FileFormField } from '../lib/file-form-field';
import { isTooLarge } from '../lib/file-rules';
import { fileToSave, storedFileOf } from '../lib/stored-file';
import { FormActions } from '../lib/form-actions';
import { todayIso } from '../lib/today-iso';
import { messagesResolver } from '../lib/messages-resolver';
import type { EmploymentType, Skill, WorkExperience, WorkExperiencePayload } from '../lib/profile';
import { SelectFormField } from '../lib/select-form-field';
import { SkillsFormField } from '../lib/skill-checklist';
import { TextFormField } from '../lib/text-form-field';
import { Textarea } from '../textarea';
import { workExperienceFormText, type WorkExperienceFormText } from './work-experience-form-text';

export const weeklyWorkloads = [20, 40, 60, 80] as const;

export type WorkExperienceFormProps = Omit<ComponentProps<'div'>, 'onSubmit'> & {
  /** The experience to edit; without it the form adds a new one. */
  workExperience?: WorkExperience;
  /** The skills to choose from. */
  skills: readonly Skill[];
  onSubmit: (payload: WorkExperiencePayload) => void;
  onCancel?: () => void;
  /** @defaultValue false */
  submitting?: boolean;
  /** Today as `YYYY-MM-DD`; no date may be later. @defaultValue the user's today */
  today?: string;
  text?: Partial<WorkExperienceFormText>;
};

type WorkExperienceValues = {
  company_name: string;
  job_title: string;
  location: string;
  employment: string;
  weekly_workload: string;
  currently_working_on_role: boolean;
  work_exp_start_time: string;
  work_exp_end_time: string;
  responsibilities: string;
  skill_ids: string;
  reference_letter: File | null;
};

function toValues(experience: WorkExperience | undefined, letterName: string): WorkExperienceValues {
  return {
    company_name: experience?.company_name ?? '',
    job_title: experience?.job_title ?? '',
    location: experience?.location ?? '',
    employment: experience?.employment ?? '',
    weekly_workload: experience ? String(experience.weekly_workload) : '',
    currently_working_on_role: experience?.currently_working_on_role ?? false,
    work_exp_start_time: experience?.work_exp_start_time ?? '',
    work_exp_end_time: experience?.work_exp_end_time ?? '',
    responsibilities: experience?.responsibilities ?? '',
    skill_ids: experience?.skill_ids ?? '',
    reference_letter: storedFileOf(experience?.reference_letter_url, experience?.reference_letter_name, letterName),
  };
}

/**
 * Adds or edits a work experience; 'currently working' clears and disables the end date. The stored reference
 * letter shows by its name, to be kept, replaced or removed.
 */
export function WorkExperienceForm({
  workExperience,
  skills,
  onSubmit,
  onCancel,
  submitting = false,
  today = todayIso(),
  text: textOverrides,
  ...props
}: WorkExperienceFormProps) {
  const text = { ...workExperienceFormText, ...textOverrides };
  const form = useForm<WorkExperienceValues>({
    defaultValues: toValues(workExperience, text.referenceLetter),
    resolver: messagesResolver((values) => ({
      company_name: values.company_name.trim() === '' && text.companyNameRequired,
      job_title: values.job_title.trim() === '' && text.jobTitleRequired,
      location: values.location.trim() === '' && text.locationRequired,
      employment: values.employment === '' && text.employmentRequired,
      weekly_workload: values.weekly_workload === '' && text.weeklyWorkloadRequired,
      work_exp_start_time:
        values.work_exp_start_time === ''
          ? text.startDateRequired
          : values.work_exp_start_time > today && text.dateInFuture,
      work_exp_end_time: values.currently_working_on_role
        ? false
        : values.work_exp_end_time === ''
          ? text.endDateOrCurrent
          : values.work_exp_end_time > today
            ? text.dateInFuture
            : values.work_exp_end_time < values.work_exp_start_time && text.endBeforeStart,
      responsibilities: values.responsibilities.trim() === '' && text.responsibilitiesRequired,
      reference_letter: isTooLarge(values.reference_letter) && text.fileTooLarge,
    })),
  });
  const currentlyWorking = form.watch('currently_working_on_role');
  return (
    <div data-slot="work-experience-form" {...props}>
      <Form
        form={form}
        onSubmit={(values) => {
          const letter = fileToSave(values.reference_letter, workExperience?.reference_letter_url);
          onSubmit({
            company_name: values.company_name.trim(),
            job_title: values.job_title.trim(),
            location: values.location.trim(),
            employment: values.employment as EmploymentType,
            weekly_workload: Number(values.weekly_workload),
            currently_working_on_role: values.currently_working_on_role,
            work_exp_start_time: values.work_exp_start_time,
            work_exp_end_time: values.currently_working_on_role ? null : values.work_exp_end_time,
            responsibilities: values.responsibilities.trim(),
            skill_ids: values.skill_ids,
            reference_letter: letter.file,
            remove_reference_letter: letter.remove,
          });
        }}
      >
        <TextFormField control={form.control} name="company_name" label={text.companyName} required />
        <TextFormField control={form.control} name="job_title" label={text.jobTitle} required />
        <TextFormField control={form.control} name="location" label={text.location} required />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectFormField
            control={form.control}
            name="employment"
            label={text.employment}
            placeholder={text.employmentPlaceholder}
            required
            options={[
              { value: 'full_time', label: text.fullTime },
              { value: 'part_time', label: text.partTime },
              { value: 'internship', label: text.internship },
            ]}
          />
          <SelectFormField
            control={form.control}
            name="weekly_workload"
            label={text.weeklyWorkload}
            placeholder={text.weeklyWorkloadPlaceholder}
            required
            options={weeklyWorkloads.map((percent) => ({ value: String(percent), label: `${percent}%` }))}
          />
        </div>
        <FormField
          control={form.control}
          name="currently_working_on_role"
          render={({ field: { value, onChange, ...field } }) => (
            <Checkbox
              label={text.currentlyWorking}
              checked={value}
              onCheckedChange={(checked) => {
                onChange(checked === true);
                if (checked !== true) return;
                // With the role ongoing, the end date has nothing to say: clear it and any message it had.
                form.setValue('work_exp_end_time', '');
                void form.trigger('work_exp_end_time');
              }}
              {...field}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="work_exp_start_time"
            render={({ field, error }) => (
              <DateField
                label={text.startDate}
                max={today}
                text={{ afterMax: text.dateInFuture }}
                required
                error={error}
                {...field}
              />
            )}
          />
          <FormField
            control={form.control}
            name="work_exp_end_time"
            render={({ field, error }) => (
              <DateField
                label={text.endDate}
                max={today}
                text={{ afterMax: text.dateInFuture }}
                required={!currentlyWorking}
                disabled={currentlyWorking}
                error={error}
                {...field}
              />
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="responsibilities"
          render={({ field, error }) => (
            <Textarea label={text.responsibilities} required rows={4} error={error} {...field} />
          )}
        />
        <SkillsFormField control={form.control} name="skill_ids" legend={text.skills} skills={skills} />
        <FileFormField
          control={form.control}
          name="reference_letter"
          label={text.referenceLetter}
          accept=".pdf,.jpg,.jpeg"
          text={text}
        />
        <FormActions text={text} onCancel={onCancel} submitting={submitting} />
      </Form>
    </div>
  );
}
