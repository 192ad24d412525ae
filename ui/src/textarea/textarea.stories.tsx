import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { inLanguage } from '../story-support/languages';
import { Textarea, textareaTranslations } from './textarea';
import { wide } from '../story-support/fixtures';

const meta = {
  title: 'Components/Forms/Textarea',
  component: Textarea,
  args: { label: 'About Me', maxLength: 5000 },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** several lines of text, with a character counter when there is a limit.\n\n**When not to:** single lines (use TextField).\n\n**States shown below:** counter counts, filled, stops at limit, invalid, disabled, without limit, German narrow, wide, French and Italian near the limit narrow and wide.',
      },
    },
    translations: textareaTranslations,
  },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CounterCounts: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'About Me' });
    await expect(canvas.getByText('0 / 5000')).toBeVisible();
    await userEvent.type(box, 'Hello');
    await expect(canvas.getByText('5 / 5000')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('5 / 5000');
    // The remaining count is announced once typing pauses, not on every key.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('4995 characters left'));
    await userEvent.type(box, '{Backspace}{Backspace}');
    await expect(canvas.getByText('3 / 5000')).toBeVisible();
  },
};

export const Filled: Story = {
  args: {
    defaultValue:
      'I have five years of experience in acute care and enjoy working night shifts. I speak German and Italian.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('105 / 5000')).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const StopsAtLimit: Story = {
  args: { label: 'Short note', maxLength: 10 },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Short note' });
    await userEvent.type(box, 'abcdefghijklmno');
    await expect(box).toHaveValue('abcdefghij');
    await expect(canvas.getByText('10 / 10')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Please tell us a little about yourself.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'About Me' });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Please tell us a little about yourself. 0 / 5000');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Saved text' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'About Me' })).toBeDisabled();
  },
};

export const WithoutLimit: Story = {
  args: { label: 'Responsibilities', maxLength: undefined },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Responsibilities' }), 'Care');
    await expect(canvas.queryByText(/\/ /)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const GermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: {
    label: 'Über mich',
    defaultValue: 'Ich bin zuverlässig, pünktlich und arbeite gerne im Team.',
  },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('textbox', { name: 'Über mich' });
    await userEvent.type(box, ' Danke!');
    await expect(canvas.getByText('64 / 5000')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Noch 4936 Zeichen'));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The same at laptop width (1280 px). */
export const Wide: Story = { ...CounterCounts, ...wide };

/** Typed up to one character before the limit in a language: the count left is said in the singular. */
function nearTheLimitIn(label: string, note: string, lastCharacterLeft: string): Story {
  return {
    args: { label, maxLength: note.length + 1, defaultValue: note.slice(0, -1) },
    play: async ({ canvas, canvasElement }) => {
      await userEvent.type(canvas.getByRole('textbox', { name: label }), note.slice(-1));
      await expect(canvas.getByText(`${note.length} / ${note.length + 1}`)).toBeVisible();
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(lastCharacterLeft));
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...nearTheLimitIn(
    'À propos de moi',
    'Je suis fiable, ponctuelle et j’aime travailler en équipe.',
    'Encore 1 caractère',
  ),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...nearTheLimitIn('Su di me', 'Sono affidabile, puntuale e mi piace lavorare in squadra.', 'Ancora 1 carattere'),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
