import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inLanguage } from '../story-support/languages';
import { Avatar, avatarTranslations } from './avatar';

// A drawn portrait as an inline SVG, so the story needs no network and no binary file.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#e3f3f0"/><circle cx="48" cy="38" r="18" fill="#0b6157"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#0b6157"/></svg>',
)}`;

const meta = {
  title: 'Components/Content/Avatar',
  component: Avatar,
  args: { name: 'Anna Muster' },
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** a person's photo, or their initials when there is none, optionally with an edit pencil.\n\n**When not to:** company logos or decorative pictures.\n\n**States shown below:** initials, photo, broken photo falls back to initials, edit pencil picks a photo, German label small, initials by grapheme, initials with combining accent, French and Italian edit pencil narrow and wide.",
      },
    },
    translations: avatarTranslations,
  },
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
  ...inLanguage('de', 'narrow'),
  args: { name: 'Jürg Müller-Übersax', size: 'sm', onPhotoSelect: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Jürg Müller-Übersax' })).toHaveTextContent('JM');
    await expect(canvas.getByRole('button', { name: 'Foto ändern' })).toBeVisible();
  },
};

/** Each size with its edit pencil, the photo in one, in a language: the pencil is named in it. */
function editPencilsIn(edit: string): Story {
  return {
    args: { name: 'Léa Rochat-Ferrari', onPhotoSelect: fn() },
    render: (args) => (
      <div className="flex items-end gap-6">
        <Avatar {...args} size="sm" />
        <Avatar {...args} size="md" />
        <Avatar {...args} size="lg" src={photo} />
      </div>
    ),
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getAllByRole('button', { name: edit })).toHaveLength(3);
      await expect(canvas.getAllByRole('img', { name: 'Léa Rochat-Ferrari' })).toHaveLength(3);
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = { ...editPencilsIn('Changer la photo'), ...inLanguage('fr', 'narrow') };

export const ItalianNarrow: Story = { ...editPencilsIn('Cambia foto'), ...inLanguage('it', 'narrow') };

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };

/** Regression: a first name with an emoji ('Anna 😀') gave the initials 'A\uFFFD', half of the emoji's surrogate pair. */
export const InitialsByGrapheme: Story = {
  args: { name: 'Anna 😀 Muster' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Anna 😀 Muster' })).toHaveTextContent('A😀');
  },
};

/** An accent written as a combining mark stays with its letter. */
export const InitialsWithCombiningAccent: Story = {
  args: { name: 'E\u0301mile Zola' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'E\u0301mile Zola' })).toHaveTextContent('E\u0301Z');
  },
};
