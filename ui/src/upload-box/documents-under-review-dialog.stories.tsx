import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { narrow, wide } from '../story-support/fixtures';
import { inLanguage } from '../story-support/languages';
import {
  DocumentsUnderReviewDialog,
  documentsUnderReviewDialogTranslations,
  type DocumentsUnderReviewDialogProps,
} from './documents-under-review-dialog';
import { UploadBox } from './upload-box';

const boxes = ['Upload CV', 'Certificate Or Diploma', 'Job Reference'] as const;

/** The upload screen's three boxes: when all three hold a document, the dialog opens. */
function UploadDocuments(props: DocumentsUnderReviewDialogProps) {
  const [files, setFiles] = useState<Record<string, string | null>>({ 'Upload CV': 'cv.pdf' });
  const [open, setOpen] = useState(props.open);
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {boxes.map((title) => (
        <UploadBox
          key={title}
          title={title}
          fileName={files[title] ?? null}
          onUpload={(file) => {
            const next = { ...files, [title]: file.name };
            setFiles(next);
            if (boxes.every((box) => next[box])) setOpen(true);
          }}
          onRemove={() => setFiles({ ...files, [title]: null })}
        />
      ))}
      <DocumentsUnderReviewDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          props.onOpenChange(next);
          setOpen(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Patterns/Documents/DocumentsUnderReviewDialog',
  component: DocumentsUnderReviewDialog,
  render: (args) => <UploadDocuments {...args} />,
  args: { open: false, onOpenChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** telling a jumper that their documents are being checked.\n\n**When not to:** other notices (use Dialog).\n\n**States shown below:** opens when all three are in, open, German, French and Italian narrow and wide.',
      },
    },
    translations: documentsUnderReviewDialogTranslations,
  },
} satisfies Meta<typeof DocumentsUnderReviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

export const OpensWhenAllThreeAreIn: Story = {
  ...wide,
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText(/Certificate Or Diploma/), pdf('diploma.pdf'));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.upload(canvas.getByLabelText(/Job Reference/), pdf('reference.pdf'));
    const dialog = await screen.findByRole('dialog', { name: 'Your Uploaded Documents Are Under Review.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Open: Story = {
  ...narrow,
  args: { open: true },
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Your Uploaded Documents Are Under Review.' });
    await expect(dialog).toHaveAccessibleDescription(
      'We check them and let you know as soon as you can apply for jobs.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The dialog open in a language, alone (the boxes behind it have words of their own): nothing may overflow. */
function openIn(words: { title: string; description: string; close: string }): Story {
  return {
    args: { open: true },
    render: (args) => <DocumentsUnderReviewDialog {...args} />,
    play: async () => {
      const dialog = screen.getByRole('dialog', { name: words.title });
      await expect(dialog).toHaveAccessibleDescription(words.description);
      await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
      await expect(within(dialog).getByRole('button', { name: words.close })).toBeVisible();
      await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    },
  };
}

export const German: Story = {
  ...openIn({
    title: 'Ihre hochgeladenen Dokumente werden geprüft.',
    description: 'Wir prüfen sie und melden uns, sobald Sie sich auf Stellen bewerben können.',
    close: 'Schliessen',
  }),
  ...inLanguage('de', 'narrow'),
};

export const FrenchNarrow: Story = {
  ...openIn({
    title: 'Vos documents téléversés sont en cours de vérification.',
    description: 'Nous les vérifions et vous informons dès que vous pouvez postuler à des emplois.',
    close: 'Fermer',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...openIn({
    title: 'I Suoi documenti caricati sono in corso di verifica.',
    description: 'Li verifichiamo e La informiamo non appena potrà candidarsi a offerte di lavoro.',
    close: 'Chiudi',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
