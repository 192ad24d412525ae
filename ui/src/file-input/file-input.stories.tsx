import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FileInput, fileInputTranslations } from './file-input';
import { wide } from '../story-support/fixtures';
import { inLanguage } from '../story-support/languages';

const cv = () => new File(['%PDF-1.7'], 'Anna-Muster-CV.pdf', { type: 'application/pdf' });

const meta = {
  title: 'Components/Forms/FileInput',
  component: FileInput,
  args: {
    label: 'CV',
    accept: '.pdf,.doc,.docx',
    hint: 'PDF, DOC or DOCX',
    onFileChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** choosing one file for a form field, with type and size checks.\n\n**When not to:** drag-and-drop uploads of the registration documents (use UploadBox).\n\n**States shown below:** choose and remove, first file only, refuses wrong type, new choice replaces refusal, keyboard focus, filled, invalid, disabled, German narrow, wide, French and Italian chosen then refused narrow and wide.',
      },
    },
    translations: fileInputTranslations,
    // A field's label is the form's, not the component's: the stories name it in each language.
    languages: { de: () => GermanNarrow.args, fr: () => FrenchNarrow.args, it: () => ItalianNarrow.args },
  },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAndRemove: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/^CV/);
    await expect(input).toHaveAccessibleName('CV Choose file');
    await expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');

    await userEvent.upload(input, cv());
    await expect(canvas.getByText('Anna-Muster-CV.pdf')).toBeVisible();
    await expect(args.onFileChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'Anna-Muster-CV.pdf' }));

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Anna-Muster-CV.pdf' }));
    await expect(canvas.queryByText('Anna-Muster-CV.pdf')).not.toBeInTheDocument();
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveFocus();
  },
};

export const FirstFileOnly: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/^CV/);
    await expect(input).not.toHaveAttribute('multiple');
    await userEvent.upload(input, [cv(), new File(['%PDF-1.7'], 'Reference-letter.pdf', { type: 'application/pdf' })]);
    await expect(canvas.getByText('Anna-Muster-CV.pdf')).toBeVisible();
    await expect(canvas.queryByText('Reference-letter.pdf')).not.toBeInTheDocument();
    await expect(args.onFileChange).toHaveBeenCalledTimes(1);
  },
};

export const RefusesWrongType: Story = {
  play: async ({ canvas, args }) => {
    // A file outside `accept` (the picker's "all files", say): user-event would filter it out itself.
    const user = userEvent.setup({ applyAccept: false });
    const input = canvas.getByLabelText(/^CV/);
    await user.upload(input, new File(['GIF89a'], 'holiday.gif', { type: 'image/gif' }));
    await expect(canvas.getByText('This type of file is not accepted.')).toBeVisible();
    await expect(input).toBeInvalid();
    await expect(canvas.queryByText('holiday.gif')).not.toBeInTheDocument();
    await expect(args.onFileChange).not.toHaveBeenCalled();

    await user.upload(input, cv());
    await expect(canvas.queryByText('This type of file is not accepted.')).not.toBeInTheDocument();
    await expect(canvas.getByText('Anna-Muster-CV.pdf')).toBeVisible();
  },
};

// Regression: choosing a .txt after a refused 25 MB file left the old 'larger than 20 MB' message.
export const NewChoiceReplacesRefusal: Story = {
  args: { error: 'The file is larger than 20 MB. Please choose a file of up to 20 MB.' },
  render: function RefusedByPage(args) {
    // As a page does: the refusal of the last upload stays until a new file is taken.
    const [error, setError] = useState(args.error);
    return (
      <FileInput
        {...args}
        error={error}
        onFileChange={(file) => {
          args.onFileChange?.(file);
          setError(undefined);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const user = userEvent.setup({ applyAccept: false });
    const input = canvas.getByLabelText(/^CV/);
    await expect(canvas.getByText(/larger than 20 MB/)).toBeVisible();

    await user.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    await expect(canvas.getByText('This type of file is not accepted.')).toBeVisible();
    await expect(canvas.queryByText(/larger than 20 MB/)).not.toBeInTheDocument();
    await expect(input).toHaveAccessibleDescription('PDF, DOC or DOCX This type of file is not accepted.');

    await user.upload(input, cv());
    await expect(canvas.queryByText('This type of file is not accepted.')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/larger than 20 MB/)).not.toBeInTheDocument();
    await expect(input).toBeValid();
    await expect(canvas.getByText('Anna-Muster-CV.pdf')).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^CV/)).toHaveFocus();
    // The input itself is visually hidden; its visible button shows the ring.
    await expect(getComputedStyle(canvas.getByText('Choose file')).outlineStyle).toBe('solid');
  },
};

export const Filled: Story = {
  args: { defaultFile: cv() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Anna-Muster-CV.pdf')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Anna-Muster-CV.pdf' })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Please Select A File!' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^CV/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('PDF, DOC or DOCX Please Select A File!');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/^CV/);
    await expect(input).toBeDisabled();
    await userEvent.upload(input, cv());
    await expect(args.onFileChange).not.toHaveBeenCalled();
  },
};

export const GermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { label: 'Arbeitszeugnis', hint: 'PDF, JPG oder JPEG', accept: '.pdf,.jpg,.jpeg' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText(/^Arbeitszeugnis/);
    await userEvent.upload(
      input,
      new File(['jpeg'], 'Arbeitszeugnis-Spitex-Zürichsee-2019-2024-unterschrieben.jpg', { type: 'image/jpeg' }),
    );
    await expect(canvas.getByText('Arbeitszeugnis-Spitex-Zürichsee-2019-2024-unterschrieben.jpg')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Arbeitszeugnis-Spitex-Zürichsee-2019-2024-unterschrieben.jpg entfernen' }),
    );
    await expect(canvas.queryByText(/unterschrieben/)).not.toBeInTheDocument();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/**
 * A long file name chosen, then a file of another type refused, in a language: the picker's word, the cross's name
 * and the refusal, all at once; nothing may overflow.
 */
function chosenThenRefusedIn(words: {
  label: string;
  hint: string;
  fileName: string;
  choose: string;
  remove: string;
  wrongType: string;
}): Story {
  return {
    args: { label: words.label, hint: words.hint, accept: '.pdf,.jpg,.jpeg' },
    play: async ({ canvas, canvasElement }) => {
      const user = userEvent.setup({ applyAccept: false });
      const input = canvas.getByLabelText(new RegExp(`^${words.label}`));
      await user.upload(input, new File(['jpeg'], words.fileName, { type: 'image/jpeg' }));
      await user.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }));
      await expect(canvas.getByText(words.choose)).toBeVisible();
      await expect(canvas.getByRole('button', { name: `${words.remove} ${words.fileName}` })).toBeVisible();
      await expect(canvas.getByText(words.wrongType)).toBeVisible();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...chosenThenRefusedIn({
    label: 'Certificat de travail',
    hint: 'PDF, JPG ou JPEG',
    fileName: 'Certificat-de-travail-Spitex-Riviera-2019-2024-signe.jpg',
    choose: 'Choisir un fichier',
    remove: 'Retirer',
    wrongType: 'Ce type de fichier n’est pas accepté.',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...chosenThenRefusedIn({
    label: 'Certificato di lavoro',
    hint: 'PDF, JPG o JPEG',
    fileName: 'Certificato-di-lavoro-Spitex-Mendrisiotto-2019-2024-firmato.jpg',
    choose: 'Scegli file',
    remove: 'Rimuovi',
    wrongType: 'Questo tipo di file non è accettato.',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };

/** The same at laptop width (1280 px). */
export const Wide: Story = { ...ChooseAndRemove, ...wide };
