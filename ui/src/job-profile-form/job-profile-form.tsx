import type { ComponentProps } from 'react';
import { Form, useForm } from '../form';
import { FormActions } from '../lib/form-actions';
import { messagesResolver } from '../lib/messages-resolver';
import type { JobProfilePayload } from '../lib/profile';
import { SelectFormField } from '../lib/select-form-field';
import type { SelectOption } from '../select';
import { jobProfileFormText, type JobProfileFormText } from './job-profile-form-text';
import { defaultExperienceOptions, defaultJobProfileOptions } from './job-profile-options';

export type JobProfileFormProps = Omit<ComponentProps<'div'>, 'onSubmit'> & {
  onSubmit: (payload: JobProfilePayload) => void;
  onCancel?: () => void;
  /** @defaultValue defaultJobProfileOptions */
  jobProfileOptions?: readonly SelectOption[];
  /** @defaultValue defaultExperienceOptions */
  experienceOptions?: readonly SelectOption[];
  /** @defaultValue false */
  submitting?: boolean;
  text?: Partial<JobProfileFormText>;
};

/** Adds a job profile: the kind of work and the experience in it. */
export function JobProfileForm({
  onSubmit,
  onCancel,
  jobProfileOptions = defaultJobProfileOptions,
  experienceOptions = defaultExperienceOptions,
  submitting = false,
  text: textOverrides,
  ...props
}: JobProfileFormProps) {
  const text = { ...jobProfileFormText, ...textOverrides };
  const form = useForm<JobProfilePayload>({
    defaultValues: { job_profile: '', experience: '' },
    resolver: messagesResolver(({ job_profile, experience }) => ({
      job_profile: job_profile === '' && text.jobProfileRequired,
      experience: experience === '' && text.experienceRequired,
    })),
  });
  return (
    <div data-slot="job-profile-form" {...props}>
      <Form form={form} onSubmit={(values) => onSubmit(values)}>
        <SelectFormField
          control={form.control}
          name="job_profile"
          label={text.jobProfile}
          placeholder={text.jobProfilePlaceholder}
          options={jobProfileOptions}
          required
        />
        <SelectFormField
          control={form.control}
          name="experience"
          label={text.experience}
          placeholder={text.experiencePlaceholder}
          options={experienceOptions}
          required
        />
        <FormActions text={text} onCancel={onCancel} submitting={submitting} />
      </Form>
    </div>
  );
}
