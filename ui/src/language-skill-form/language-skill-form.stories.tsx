import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { chooseOption } from '../story-support/choose';
import { inLanguage } from '../story-support/languages';
import { LanguageSkillForm } from './language-skill-form';
import { languageSkillFormTranslations } from './language-skill-form-text';

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
          '**When to use:** adding or editing a language skill of the profile.\n\n**When not to:** levels inside the apply dialog (use LanguageEditDialog).\n\n**States shown below:** add at beginner by default, edit level, German validation messages, French and Italian validation messages narrow and wide.',
      },
    },
    translations: languageSkillFormTranslations,
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

export const GermanValidationMessages: Story = {
  ...inLanguage('de', 'narrow'),
  args: {
    languages: [
      { id: 1, name: 'Deutsch' },
      { id: 2, name: 'Italienisch' },
      { id: 3, name: 'Spanisch' },
      { id: 4, name: 'Englisch' },
    ],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(await canvas.findByText('Bitte wählen Sie eine Sprache.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Sprache/ })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Anfänger' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: 'Sprachniveau' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The message in a language, above every level, the longest last. */
function messageIn(
  languages: [german: string, italian: string, spanish: string, english: string],
  words: { save: string; message: string; language: RegExp; levels: string; beginner: string; native: string },
): Story {
  return {
    args: { languages: languages.map((name, index) => ({ id: index + 1, name })) },
    play: async ({ canvas, canvasElement, args }) => {
      await userEvent.click(canvas.getByRole('button', { name: words.save }));
      await expect(await canvas.findByText(words.message)).toBeVisible();
      await expect(canvas.getByRole('combobox', { name: words.language })).toHaveFocus();
      await expect(canvas.getByRole('radiogroup', { name: words.levels })).toBeVisible();
      await expect(canvas.getByRole('radio', { name: words.beginner })).toBeChecked();
      await expect(canvas.getByRole('radio', { name: words.native })).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...messageIn(['Allemand', 'Italien', 'Espagnol', 'Anglais'], {
    save: 'Enregistrer',
    message: 'Veuillez choisir une langue.',
    language: /^Langue/,
    levels: 'Niveau',
    beginner: 'Débutant',
    native: 'Langue maternelle',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...messageIn(['Tedesco', 'Italiano', 'Spagnolo', 'Inglese'], {
    save: 'Salva',
    message: 'La preghiamo di scegliere una lingua.',
    language: /^Lingua/,
    levels: 'Livello',
    beginner: 'Principiante',
    native: 'Madrelingua',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
