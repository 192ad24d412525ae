import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { inLanguage } from '../story-support/languages';
import { UploadBox, uploadBoxTranslations, type UploadBoxProps } from './upload-box';

/** The box with the page's state: an upload stores the file name, the cross clears it. */
function StatefulUploadBox(props: UploadBoxProps) {
  const [fileName, setFileName] = useState(props.fileName);
  return (
    <UploadBox
      {...props}
      fileName={fileName}
      onUpload={(file) => {
        props.onUpload(file);
        setFileName(file.name);
      }}
      onRemove={() => {
        props.onRemove();
        setFileName(null);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/Documents/UploadBox',
  component: UploadBox,
  render: (args) => <StatefulUploadBox {...args} />,
  args: { title: 'Upload CV', fileName: null, onUpload: fn(), onRemove: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** uploading one registration document (CV, ID, permit) with its state.\n\n**When not to:** a file field in a form (use FileInput).\n\n**States shown below:** empty, upload then remove, uploaded, wrong file type, upload failed, busy, German narrow, German wrong file type, French and Italian uploaded and refused narrow and wide.',
      },
    },
    translations: uploadBoxTranslations,
  },
} satisfies Meta<typeof UploadBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = () => new File(['%PDF-1.7'], 'lebenslauf-anna-muster.pdf', { type: 'application/pdf' });

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Add Document')).toBeVisible();
    await expect(canvas.getByText('PDF, JPG or JPEG')).toBeVisible();
    await expect(canvas.getByLabelText(/Upload CV/)).toHaveAttribute(
      'accept',
      '.pdf,.jpg,.jpeg,application/pdf,image/jpeg',
    );
  },
};

export const UploadThenRemove: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText(/Upload CV/), pdf());
    await expect(args.onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'lebenslauf-anna-muster.pdf' }));
    await expect(canvas.getByText('lebenslauf-anna-muster.pdf')).toBeVisible();
    await expect(canvas.getByText('Add Document')).not.toBeVisible();

    const remove = canvas.getByRole('button', { name: 'Remove lebenslauf-anna-muster.pdf' });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('lebenslauf-anna-muster.pdf')).not.toBeInTheDocument();
    await expect(canvas.getByText('Add Document')).toBeVisible();
  },
};

export const Uploaded: Story = {
  args: { title: 'Certificate Or Diploma', fileName: 'diploma.jpg' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('diploma.jpg')).toBeVisible();
    // The only stop in the tab order is the cross.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove diploma.jpg' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Add Document')).toBeVisible();
  },
};

export const WrongFileType: Story = {
  args: { title: 'Job Reference' },
  play: async ({ canvas, args }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(canvas.getByLabelText(/Job Reference/), new File(['x'], 'photo.png', { type: 'image/png' }));
    await expect(canvas.getByText('This type of file is not accepted.')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const UploadFailed: Story = {
  args: { error: 'Something went wrong.Please try again!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Something went wrong.Please try again!')).toBeVisible();
    await expect(canvas.getByLabelText(/Upload CV/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Busy: Story = {
  args: { fileName: 'cv.pdf', busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove cv.pdf' })).toBeDisabled();
  },
};

export const GermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: {
    title: 'Arbeitszeugnis oder Referenzschreiben',
    fileName: 'arbeitszeugnis-stiftung-wohnen-und-arbeiten-zuercher-oberland-2026.pdf',
  },
  play: async ({ canvas, canvasElement }) => {
    const remove = canvas.getByRole('button', { name: /arbeitszeugnis-stiftung.*entfernen/ });
    await userEvent.click(remove);
    await expect(canvas.getByText('Dokument hinzufügen')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const GermanWrongFileType: Story = {
  ...inLanguage('de', 'narrow'),
  args: { title: 'Arbeitsreferenz' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('PDF, JPG oder JPEG')).toBeVisible();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(canvas.getByLabelText(/Arbeitsreferenz/), new File(['x'], 'foto.png', { type: 'image/png' }));
    await expect(canvas.getByText('Dieser Dateityp wird nicht akzeptiert.')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/**
 * Two boxes of the upload screen in a language: one holding a document with a long name, the other refusing a file of
 * another type beside its Add button; nothing may overflow.
 */
function uploadedAndRefusedIn(words: {
  titles: [string, string];
  fileName: string;
  add: string;
  acceptedTypes: string;
  remove: string;
  wrongType: string;
}): Story {
  return {
    render: (args) => (
      <div className="grid gap-4 md:grid-cols-2">
        <StatefulUploadBox {...args} title={words.titles[0]} fileName={words.fileName} />
        <StatefulUploadBox {...args} title={words.titles[1]} />
      </div>
    ),
    play: async ({ canvas, canvasElement }) => {
      const user = userEvent.setup({ applyAccept: false });
      await user.upload(
        canvas.getByLabelText(new RegExp(words.titles[1])),
        new File(['x'], 'photo.png', { type: 'image/png' }),
      );
      await expect(canvas.getByRole('button', { name: `${words.remove} ${words.fileName}` })).toBeVisible();
      // The first box's Add button is hidden while it holds a document; the second's shows.
      await expect(canvas.getAllByText(words.add).at(-1)).toBeVisible();
      await expect(canvas.getAllByText(words.acceptedTypes)).toHaveLength(2);
      await expect(canvas.getByText(words.wrongType)).toBeVisible();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...uploadedAndRefusedIn({
    titles: ['Certificat ou diplôme', 'Référence professionnelle'],
    fileName: 'certificat-federal-de-capacite-gestionnaire-du-commerce-de-detail-2026.pdf',
    add: 'Ajouter un document',
    acceptedTypes: 'PDF, JPG ou JPEG',
    remove: 'Retirer',
    wrongType: 'Ce type de fichier n’est pas accepté.',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...uploadedAndRefusedIn({
    titles: ['Certificato o diploma', 'Referenza di lavoro'],
    fileName: 'attestato-federale-di-capacita-impiegata-del-commercio-al-dettaglio-2026.pdf',
    add: 'Aggiungi documento',
    acceptedTypes: 'PDF, JPG o JPEG',
    remove: 'Rimuovi',
    wrongType: 'Questo tipo di file non è accettato.',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
