import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { germanFileText, germanFormActions } from '../story-support/fixtures-german';
import { DocumentUploadForm, referenceUploadText } from './document-upload-form';
import type { DocumentUploadFormText } from './document-upload-form-text';

const meta = {
  title: 'Patterns/Forms/DocumentUploadForm',
  component: DocumentUploadForm,
  args: { onSubmit: fn(), onCancel: fn(), className: 'max-w-md' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** uploading a certificate or reference letter with its type.\n\n**When not to:** the registration documents (use UploadBox).\n\n**States shown below:** certificate required then uploaded, reference letter, too large, new choice replaces too large, narrow, German validation messages.',
      },
    },
    languages: { de: () => GermanValidationMessages.args },
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

const germanText: DocumentUploadFormText = {
  ...germanFileText,
  cancel: germanFormActions.cancel,
  file: 'Zeugnis',
  submit: 'Hochladen',
  fileRequired: 'Bitte eine Datei zum Hochladen wählen.',
  currentFile: (fileName: string) => `Aktuelle Datei: ${fileName}`,
};

export const GermanValidationMessages: Story = {
  ...narrowViewport,
  args: { text: germanText, currentFileName: 'zeugnis-2024.pdf' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Aktuelle Datei: zeugnis-2024.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hochladen' }));
    await expect(await canvas.findByText('Bitte eine Datei zum Hochladen wählen.')).toBeVisible();
    await userEvent.upload(canvas.getByLabelText(/^Zeugnis/), diploma);
    await expect(canvas.getByRole('button', { name: 'diploma.pdf entfernen' })).toBeVisible();
    await expect(canvas.queryByText('Bitte eine Datei zum Hochladen wählen.')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
