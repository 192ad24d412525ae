import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { inLanguage } from '../story-support/languages';
import { IdentificationForm } from './identification-form';
import { identificationFormTranslations } from './identification-form-text';
import { submitAndExpectMessages } from '../story-support/submit';

const meta = {
  title: 'Patterns/Forms/IdentificationForm',
  component: IdentificationForm,
  args: { onSubmit: fn(), onCancel: fn(), className: 'max-w-md' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** uploading an identity document and residence permit.\n\n**When not to:** other documents (use DocumentUploadForm).\n\n**States shown below:** every message then valid upload, narrow, German validation messages, French and Italian validation messages with a front image chosen, narrow and wide.',
      },
    },
    translations: identificationFormTranslations,
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

export const GermanValidationMessages: Story = {
  ...inLanguage('de', 'narrow'),
  play: async ({ canvas, args }) => {
    await submitAndExpectMessages(canvas, 'Hochladen', [
      'Die Dokumentart ist erforderlich.',
      'Das Bild der Vorderseite ist erforderlich.',
      'Das Bild der Rückseite ist erforderlich.',
    ]);
    await expect(canvas.getByRole('combobox', { name: /^Dokumentart/ })).toHaveFocus();
    await userEvent.upload(canvas.getByLabelText(/^Vorderseite/), front);
    await expect(canvas.getByRole('button', { name: 'front.png entfernen' })).toBeVisible();
    await expect(canvas.queryByText('Das Bild der Vorderseite ist erforderlich.')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Every message in a language, then the front image chosen: its name with the cross, the back's message left. */
function messagesIn(words: {
  upload: string;
  messages: [documentType: string, frontImage: string, backImage: string];
  documentType: RegExp;
  frontImage: RegExp;
  hint: string;
  remove: string;
}): Story {
  return {
    play: async ({ canvas, canvasElement, args }) => {
      await submitAndExpectMessages(canvas, words.upload, words.messages);
      await expect(canvas.getByRole('combobox', { name: words.documentType })).toHaveFocus();
      await expect(canvas.getAllByText(words.hint)).toHaveLength(2);
      await userEvent.upload(canvas.getByLabelText(words.frontImage), front);
      await expect(canvas.getByRole('button', { name: words.remove })).toBeVisible();
      await expect(canvas.queryByText(words.messages[1])).not.toBeInTheDocument();
      await expect(canvas.getByText(words.messages[2])).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...messagesIn({
    upload: 'Télécharger',
    messages: [
      'Le type de document est obligatoire.',
      'L’image du recto est obligatoire.',
      'L’image du verso est obligatoire.',
    ],
    documentType: /^Type de document/,
    frontImage: /^Recto/,
    hint: 'PNG, JPG, JPEG jusqu’à 20 Mo',
    remove: 'Retirer front.png',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...messagesIn({
    upload: 'Carica',
    messages: [
      'Il tipo di documento è obbligatorio.',
      'L’immagine del fronte è obbligatoria.',
      'L’immagine del retro è obbligatoria.',
    ],
    documentType: /^Tipo di documento/,
    frontImage: /^Fronte/,
    hint: 'PNG, JPG, JPEG fino a 20 MB',
    remove: 'Rimuovi front.png',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
