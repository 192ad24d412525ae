import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Avatar } from './avatar';

// A 2x2 PNG in the primary colour, so the story needs no network.
const photo =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGPkZmBgYGBgYmBgYGBgAAAEngBBvqMzfgAAAABJRU5ErkJggg==';

const meta = {
  title: 'Content/Avatar',
  component: Avatar,
  args: { name: 'Anna Muster' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Anna Muster' });
    await expect(avatar).toHaveTextContent('AM');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Photo: Story = {
  args: { src: photo, size: 'lg' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Anna Muster' });
    await expect(image.tagName).toBe('IMG');
  },
};

export const BrokenPhotoFallsBackToInitials: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('AM')).toBeVisible();
  },
};

export const EditPencilPicksAPhoto: Story = {
  args: { src: photo, size: 'lg', onPhotoSelect: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    const pencil = canvas.getByRole('button', { name: 'Change photo' });
    const { width, height } = pencil.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', 'image/*');
    // The pencil opens the file picker; a user then chooses a file in it.
    let pickerOpened = false;
    input.addEventListener(
      'click',
      (event) => {
        pickerOpened = true;
        event.preventDefault();
      },
      { once: true },
    );
    await userEvent.click(pencil);
    await expect(pickerOpened).toBe(true);
    const file = new File(['photo'], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onPhotoSelect).toHaveBeenCalledWith(file);
  },
};

export const GermanLabelSmall: Story = {
  args: { name: 'Jürg Müller-Übersax', size: 'sm', onPhotoSelect: fn(), editLabel: 'Foto ändern' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Jürg Müller-Übersax' })).toHaveTextContent('JM');
    await expect(canvas.getByRole('button', { name: 'Foto ändern' })).toBeVisible();
  },
};
