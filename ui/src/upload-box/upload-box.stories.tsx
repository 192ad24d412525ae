import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { narrow } from '../story-support/fixtures';
import { UploadBox, type UploadBoxProps } from './upload-box';

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
          '**When to use:** uploading one registration document (CV, ID, permit) with its state.\n\n**When not to:** a file field in a form (use FileInput).\n\n**States shown below:** empty, upload then remove, uploaded, wrong file type, upload failed, busy, German narrow, German wrong file type.',
      },
    },
    languages: { de: () => GermanNarrow.args },
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
  args: {
    title: 'Arbeitszeugnis oder Referenzschreiben',
    fileName: 'arbeitszeugnis-stiftung-wohnen-und-arbeiten-zuercher-oberland-2026.pdf',
    text: { add: 'Dokument hinzufügen', acceptedTypes: 'PDF, JPG oder JPEG', remove: (name) => `${name} entfernen` },
  },
  ...narrow,
  play: async ({ canvas, canvasElement }) => {
    const remove = canvas.getByRole('button', { name: /arbeitszeugnis-stiftung.*entfernen/ });
    await userEvent.click(remove);
    await expect(canvas.getByText('Dokument hinzufügen')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const GermanWrongFileType: Story = {
  ...narrow,
  args: {
    title: 'Arbeitsreferenz',
    text: {
      add: 'Dokument hinzufügen',
      acceptedTypes: 'PDF, JPG oder JPEG',
      remove: (name) => `${name} entfernen`,
      wrongType: 'Dieser Dateityp wird nicht akzeptiert.',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('PDF, JPG oder JPEG')).toBeVisible();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(canvas.getByLabelText(/Arbeitsreferenz/), new File(['x'], 'foto.png', { type: 'image/png' }));
    await expect(canvas.getByText('Dieser Dateityp wird nicht akzeptiert.')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};
