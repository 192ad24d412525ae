import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { inLanguage } from '../story-support/languages';
import { DocumentUploadForm } from './document-upload-form';
import { documentUploadFormTranslations, referenceUploadText } from './document-upload-form-text';
import { reference as germanReference } from './locales/de';
import { reference as frenchReference } from './locales/fr';
import { reference as italianReference } from './locales/it';

const meta = {
  title: 'Patterns/Forms/DocumentUploadForm',
  component: DocumentUploadForm,
  args: { onSubmit: fn(), onCancel: fn(), className: 'max-w-md' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** uploading a certificate or reference letter with its type.\n\n**When not to:** the registration documents (use UploadBox).\n\n**States shown below:** certificate required then uploaded, reference letter, too large, new choice replaces too large, narrow, German validation messages, French and Italian too large narrow and wide.',
      },
    },
    translations: documentUploadFormTranslations,
  },
} satisfies Meta<typeof DocumentUploadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const diploma = new File(['%PDF-1.4'], 'diploma.pdf', { type: 'application/pdf' });

export const CertificateRequiredThenUploaded: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByText('Please select a file to upload.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.upload(canvas.getByLabelText(/^Certificate/), diploma);
    await expect(canvas.queryByText('Please select a file to upload.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ file: diploma });
  },
};

export const ReferenceLetter: Story = {
  args: { text: referenceUploadText, currentFileName: 'reference-2024.pdf' },
  parameters: {
    // The reference letter's own translations (`referenceUploadTranslations`), over the form's in that language.
    languages: {
      de: () => ({ text: germanReference }),
      fr: () => ({ text: frenchReference }),
      it: () => ({ text: italianReference }),
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Current file: reference-2024.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByText('Please select a file to upload.')).toBeVisible();
    const letter = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText(/^Reference letter/), letter);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ file: letter });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const TooLarge: Story = {
  play: async ({ canvas, args }) => {
    const huge = new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText(/^Certificate/), huge);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByText('The file is larger than 20MB.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

// Regression: choosing a .txt after a refused 25 MB file left the old 'larger than 20MB' message.
export const NewChoiceReplacesTooLarge: Story = {
  play: async ({ canvas, args }) => {
    const user = userEvent.setup({ applyAccept: false });
    const input = canvas.getByLabelText(/^Certificate/);
    const huge = new File([new Uint8Array(25 * 1024 * 1024)], 'scan-25mb.pdf', { type: 'application/pdf' });
    await user.upload(input, huge);
    await user.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByText('The file is larger than 20MB.')).toBeVisible();

    await user.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    await expect(canvas.getByText('This type of file is not accepted.')).toBeVisible();
    await expect(canvas.queryByText('The file is larger than 20MB.')).not.toBeInTheDocument();

    await user.upload(input, diploma);
    await expect(canvas.queryByText('This type of file is not accepted.')).not.toBeInTheDocument();
    await expect(canvas.queryByText('The file is larger than 20MB.')).not.toBeInTheDocument();
    await expect(input).toBeValid();
    await user.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ file: diploma });
  },
};

export const Narrow: Story = {
  ...narrowViewport,
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText(/^Certificate/), diploma);
    await expect(canvas.getByRole('button', { name: 'Remove diploma.pdf' })).toBeVisible();
  },
};

export const GermanValidationMessages: Story = {
  ...inLanguage('de', 'narrow'),
  args: { currentFileName: 'zeugnis-2024.pdf' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Aktuelle Datei: zeugnis-2024.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hochladen' }));
    await expect(await canvas.findByText('Bitte wählen Sie eine Datei zum Hochladen.')).toBeVisible();
    await userEvent.upload(canvas.getByLabelText(/^Zeugnis/), diploma);
    await expect(canvas.getByRole('button', { name: 'diploma.pdf entfernen' })).toBeVisible();
    await expect(canvas.queryByText('Bitte wählen Sie eine Datei zum Hochladen.')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Editing a saved certificate in a language: the current file, the required message, then a file over 20 MB chosen
 * and refused at Upload; nothing may overflow.
 */
function tooLargeIn(words: {
  fileName: string;
  currentFile: string;
  file: RegExp;
  hint: string;
  upload: string;
  fileRequired: string;
  fileTooLarge: string;
  remove: string;
}): Story {
  return {
    args: { currentFileName: words.fileName },
    play: async ({ canvas, canvasElement, args }) => {
      await expect(canvas.getByText(`${words.currentFile} ${words.fileName}`)).toBeVisible();
      await expect(canvas.getByText(words.hint)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: words.upload }));
      await expect(await canvas.findByText(words.fileRequired)).toBeVisible();
      const huge = new File([new Uint8Array(20 * 1024 * 1024 + 1)], words.fileName, { type: 'application/pdf' });
      await userEvent.upload(canvas.getByLabelText(words.file), huge);
      await userEvent.click(canvas.getByRole('button', { name: words.upload }));
      await expect(await canvas.findByText(words.fileTooLarge)).toBeVisible();
      await expect(canvas.getByRole('button', { name: `${words.remove} ${words.fileName}` })).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
      // The focus ring of the field at fault touches the narrow viewport's edge, where it antialiases differently.
      (document.activeElement as HTMLElement | null)?.blur();
    },
  };
}

export const FrenchNarrow: Story = {
  ...tooLargeIn({
    fileName: 'certificat-federal-de-capacite-gestionnaire-du-commerce-de-detail-2026.pdf',
    // Testing Library reads the no-break space before ":" as a space.
    currentFile: 'Fichier actuel :',
    file: /^Certificat/,
    hint: 'PDF, JPG ou JPEG jusqu’à 20 Mo',
    upload: 'Télécharger',
    fileRequired: 'Veuillez choisir un fichier à télécharger.',
    fileTooLarge: 'Le fichier dépasse 20 Mo.',
    remove: 'Retirer',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...tooLargeIn({
    fileName: 'attestato-federale-di-capacita-impiegata-del-commercio-al-dettaglio-2026.pdf',
    currentFile: 'File attuale:',
    file: /^Certificato/,
    hint: 'PDF, JPG o JPEG fino a 20 MB',
    upload: 'Carica',
    fileRequired: 'La preghiamo di scegliere un file da caricare.',
    fileTooLarge: 'Il file supera i 20 MB.',
    remove: 'Rimuovi',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
