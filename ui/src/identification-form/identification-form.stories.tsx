import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import {
  germanDocumentTypes,
  germanFileText,
  germanFormActions,
  germanImageSides,
} from '../story-support/fixtures-german';
import { IdentificationForm } from './identification-form';
import type { IdentificationFormText } from './identification-form-text';
import { submitAndExpectMessages } from '../story-support/submit';

const meta = {
  title: 'Patterns/Forms/IdentificationForm',
  component: IdentificationForm,
  args: { onSubmit: fn(), onCancel: fn(), className: 'max-w-md' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** uploading an identity document and residence permit.\n\n**When not to:** other documents (use DocumentUploadForm).\n\n**States shown below:** every message then valid upload, narrow, German validation messages.',
      },
    },
    languages: { de: () => GermanValidationMessages.args },
  },
} satisfies Meta<typeof IdentificationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const front = new File(['front'], 'front.png', { type: 'image/png' });
const back = new File(['back'], 'back.jpg', { type: 'image/jpeg' });

export const EveryMessageThenValidUpload: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByText('Document type is required.')).toBeVisible();
    await expect(canvas.getByText('Front image is required.')).toBeVisible();
    await expect(canvas.getByText('Back image is required.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Document type/ })).toHaveFocus();

    await userEvent.click(canvas.getByRole('combobox', { name: /^Document type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'ID card' }));
    await userEvent.upload(canvas.getByLabelText(/^Front image/), front);
    await userEvent.upload(canvas.getByLabelText(/^Back image/), back);
    await expect(canvas.queryByText('Back image is required.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      document_type: 'id_card',
      front_image: front,
      back_image: back,
    });
  },
};

export const Narrow: Story = {
  ...narrowViewport,
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText(/^Front image/), front);
    await expect(canvas.getByRole('button', { name: 'Remove front.png' })).toBeVisible();
  },
};

const germanText: IdentificationFormText = {
  ...germanFileText,
  ...germanImageSides,
  cancel: germanFormActions.cancel,
  documentType: 'Ausweisart',
  documentTypePlaceholder: 'Ausweisart wählen',
  passport: germanDocumentTypes.passport,
  idCard: germanDocumentTypes.id_card,
  residentialPermit: germanDocumentTypes.residential_permit,
  hint: 'PNG, JPG oder JPEG, bis 20 MB',
  submit: 'Hochladen',
  documentTypeRequired: 'Ausweisart ist erforderlich.',
  frontImageRequired: 'Bild der Vorderseite ist erforderlich.',
  backImageRequired: 'Bild der Rückseite ist erforderlich.',
};

export const GermanValidationMessages: Story = {
  ...narrowViewport,
  args: { text: germanText },
  play: async ({ canvas, args }) => {
    await submitAndExpectMessages(canvas, 'Hochladen', [
      'Ausweisart ist erforderlich.',
      'Bild der Vorderseite ist erforderlich.',
      'Bild der Rückseite ist erforderlich.',
    ]);
    await expect(canvas.getByRole('combobox', { name: /^Ausweisart/ })).toHaveFocus();
    await userEvent.upload(canvas.getByLabelText(/^Vorderseite/), front);
    await expect(canvas.getByRole('button', { name: 'front.png entfernen' })).toBeVisible();
    await expect(canvas.queryByText('Bild der Vorderseite ist erforderlich.')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
