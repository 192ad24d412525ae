import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { chooseOption } from '../story-support/choose';
import { germanFormActions, germanSpokenLevels } from '../story-support/fixtures-german';
import { LanguageSkillForm } from './language-skill-form';
import type { LanguageSkillFormText } from './language-skill-form-text';

const meta = {
  title: 'Patterns/Forms/LanguageSkillForm',
  component: LanguageSkillForm,
  args: {
    languages: [
      { id: 1, name: 'German' },
      { id: 2, name: 'Italian' },
      { id: 3, name: 'Spanish' },
      { id: 4, name: 'English' },
    ],
    onSubmit: fn(),
    onCancel: fn(),
    className: 'max-w-md',
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** adding or editing a language skill of the profile.\n\n**When not to:** levels inside the apply dialog (use LanguageEditDialog).\n\n**States shown below:** add at beginner by default, edit level, German validation messages.',
      },
    },
    languages: { de: () => GermanValidationMessages.args },
  },
} satisfies Meta<typeof LanguageSkillForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddAtBeginnerByDefault: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please select a language.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Beginner' })).toBeChecked();
    await chooseOption(canvas, /^Language/, 'Italian');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      admin_language_id: 2,
      language: 'Italian',
      spoken_level: 'beginner',
    });
  },
};

export const EditLevel: Story = {
  ...narrowViewport,
  args: {
    languageSkill: {
      id: 9,
      admin_language: 'German',
      admin_language_id: 1,
      language: 'German',
      spoken_level: 'intermediate',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: /^Language/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Native' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      admin_language_id: 1,
      language: 'German',
      spoken_level: 'native',
    });
  },
};

const germanText: LanguageSkillFormText = {
  ...germanFormActions,
  ...germanSpokenLevels,
  language: 'Sprache',
  languagePlaceholder: 'Sprache wählen',
  spokenLevel: 'Mündliche Kenntnisse',
  languageRequired: 'Bitte eine Sprache wählen.',
};

export const GermanValidationMessages: Story = {
  ...narrowViewport,
  args: {
    text: germanText,
    languages: [
      { id: 1, name: 'Deutsch' },
      { id: 2, name: 'Italienisch' },
      { id: 3, name: 'Spanisch' },
      { id: 4, name: 'Englisch' },
    ],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(await canvas.findByText('Bitte eine Sprache wählen.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Sprache/ })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Anfänger' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: 'Mündliche Kenntnisse' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
