import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { FileInput } from './file-input';
import { wide } from '../story-support/fixtures';

const cv = () => new File(['%PDF-1.7'], 'Anna-Muster-CV.pdf', { type: 'application/pdf' });

const meta = {
  title: 'Forms/FileInput',
  component: FileInput,
  args: {
    label: 'CV',
    accept: '.pdf,.doc,.docx',
    hint: 'PDF, DOC or DOCX',
    onFileChange: fn(),
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
  ...narrowViewport,
  args: {
    label: 'Arbeitszeugnis',
    text: { choose: 'Datei auswählen', remove: (fileName) => `${fileName} entfernen` },
    hint: 'PDF, JPG oder JPEG',
    accept: '.pdf,.jpg,.jpeg',
  },
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

/** The same at laptop width (1280 px). */
export const Wide: Story = { ...ChooseAndRemove, ...wide };
