import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { chooseOption } from '../story-support/choose';
import { germanFormActions } from '../story-support/fixtures-german';
import { JobProfileForm } from './job-profile-form';
import type { JobProfileFormText } from './job-profile-form-text';
import { submitAndExpectMessages } from '../story-support/submit';

const meta = {
  title: 'Patterns/Forms/JobProfileForm',
  component: JobProfileForm,
  args: { onSubmit: fn(), onCancel: fn(), className: 'max-w-md' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** adding a job profile: the kind of work sought and its CV.\n\n**When not to:** showing one (use JobProfileCard).\n\n**States shown below:** every message then add, narrow, German validation messages.',
      },
    },
    languages: { de: () => GermanValidationMessages.args },
  },
} satisfies Meta<typeof JobProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryMessageThenAdd: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByText('Jobprofile is required.')).toBeVisible();
    await expect(canvas.getByText('Experience is required.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Job profile/ })).toHaveFocus();
    await chooseOption(canvas, /^Job profile/, 'Automotive Assistant With Federal VET Certificate');
    await expect(canvas.queryByText('Jobprofile is required.')).not.toBeInTheDocument();
    await chooseOption(canvas, /^Experience/, 'Fresher');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      job_profile: 'Automotive Assistant With Federal VET Certificate',
      experience: 'Fresher',
    });
  },
};

export const Narrow: Story = {
  ...narrowViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /^Experience/ })).toHaveTextContent('Select experience');
  },
};

const germanText: JobProfileFormText = {
  cancel: germanFormActions.cancel,
  jobProfile: 'Berufsprofil',
  jobProfilePlaceholder: 'Berufsprofil wählen',
  experience: 'Erfahrung',
  experiencePlaceholder: 'Erfahrung wählen',
  submit: 'Hinzufügen',
  jobProfileRequired: 'Berufsprofil ist erforderlich.',
  experienceRequired: 'Erfahrung ist erforderlich.',
};

export const GermanValidationMessages: Story = {
  ...narrowViewport,
  args: {
    text: germanText,
    jobProfileOptions: [
      { value: 'Software Engineer', label: 'Software-Entwickler/in' },
      { value: 'Acute-care', label: 'Akutpflege' },
      { value: 'Automotive Assistant With Federal VET Certificate', label: 'Automobil-Assistent/in EBA' },
    ],
    experienceOptions: [
      { value: 'Fresher', label: 'Berufseinsteiger/in' },
      { value: '5 years', label: '5 Jahre' },
      { value: '7 years', label: '7 Jahre' },
    ],
  },
  play: async ({ canvas, args }) => {
    await submitAndExpectMessages(canvas, 'Hinzufügen', [
      'Berufsprofil ist erforderlich.',
      'Erfahrung ist erforderlich.',
    ]);
    await expect(canvas.getByRole('combobox', { name: /^Berufsprofil/ })).toHaveFocus();
    await chooseOption(canvas, /^Erfahrung/, '5 Jahre');
    await expect(canvas.queryByText('Erfahrung ist erforderlich.')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
