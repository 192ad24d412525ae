import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../field/story-viewports';
import { chooseOption } from '../lib/story-choose';
import { LanguageSkillForm } from './language-skill-form';

const meta = {
  title: 'Forms/LanguageSkillForm',
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
