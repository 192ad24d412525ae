import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { narrowViewport, wideViewport } from '../story-support/viewports';
import { inLanguage } from '../story-support/languages';
import { ProfileSummary, profileSummaryTranslations, type ProfileSummaryProps } from './profile-summary';

const meta = {
  title: 'Patterns/Profile/ProfileSummary',
  component: ProfileSummary,
  args: {
    profile: {
      profile_photo_url: null,
      jumper_description: 'Reliable warehouse worker.',
      jumper_first_name: 'Ana',
      jumper_last_name: 'Muster',
      mobile_number: '+41791234567',
      mobile_number_display: '+41 79 123 45 67',
      email: 'ana@example.ch',
      jumper_address: 'Bahnhofstrasse 1',
      jumper_city: 'Zürich',
      jumper_country: 'Switzerland',
      jumper_plz: '8001',
    },
    onPhotoSelect: fn(),
    onSaveDescription: fn(),
    onViewTips: fn(),
    className: 'max-w-sm',
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** the top of the profile: photo, name, address, about me.\n\n**When not to:** sections of the profile (use ProfileSection).\n\n**States shown below:** about me counter and save, photo pencil and no address, German narrow, German without address wide, French and Italian narrow and wide, loading, same size once loaded.',
      },
    },
    translations: profileSummaryTranslations,
  },
} satisfies Meta<typeof ProfileSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AboutMeCounterAndSave: Story = {
  ...wideViewport,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Ana Muster' })).toBeVisible();
    await expect(canvas.getByText('Bahnhofstrasse 1, 8001 Zürich, Switzerland')).toBeVisible();
    // The number comes in E.164 and is shown formatted.
    await expect(await canvas.findByText('+41 79 123 45 67')).toBeVisible();
    const aboutMe = canvas.getByLabelText('About Me');
    await expect(aboutMe).toHaveAttribute('maxlength', '5000');
    await expect(canvas.getByText('26 / 5000')).toBeVisible();
    await userEvent.type(aboutMe, ' Forklift licence.');
    await expect(canvas.getByText('44 / 5000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSaveDescription).toHaveBeenCalledWith('Reliable warehouse worker. Forklift licence.');
    await userEvent.click(canvas.getByRole('button', { name: 'View Tips' }));
    await expect(args.onViewTips).toHaveBeenCalledTimes(1);
  },
};

export const PhotoPencilAndNoAddress: Story = {
  ...narrowViewport,
  args: {
    profile: {
      profile_photo_url: null,
      jumper_description: null,
      jumper_first_name: 'Luca',
      jumper_last_name: 'Rossi',
      mobile_number: null,
      email: 'luca@example.ch',
      jumper_address: null,
      jumper_city: null,
      jumper_country: null,
      jumper_plz: null,
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Address not found')).toBeVisible();
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    const picker = canvas.getByRole('button', { name: 'Change photo' });
    await expect(picker).toBeVisible();
    const fileInput = picker.parentElement?.querySelector('input[type="file"]');
    if (!(fileInput instanceof HTMLInputElement)) throw new Error('The photo picker has no file input.');
    await userEvent.upload(fileInput, photo);
    await expect(args.onPhotoSelect).toHaveBeenCalledWith(photo);
  },
};

/** Regression: the characters-left announcement of About Me was English only, whatever the page's language. */
export const GermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: {
    profile: { ...meta.args.profile, jumper_country: 'Schweiz', jumper_description: 'Zuverlässiger Lagermitarbeiter.' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Kontaktangaben' })).toBeVisible();
    await expect(canvas.getByText('Bahnhofstrasse 1, 8001 Zürich, Schweiz')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Foto ändern' })).toBeVisible();
    const aboutMe = canvas.getByLabelText('Über mich');
    await userEvent.type(aboutMe, ' Staplerausweis.');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Noch 4953 Zeichen'));
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(args.onSaveDescription).toHaveBeenCalledWith('Zuverlässiger Lagermitarbeiter. Staplerausweis.');
    await expect(canvas.getByRole('button', { name: 'Tipps ansehen' })).toBeVisible();
  },
};

export const GermanWithoutAddressWide: Story = {
  ...inLanguage('de', 'wide'),
  args: { profile: { ...meta.args.profile, jumper_address: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keine Adresse gefunden')).toBeVisible();
    await expect(canvas.getByText('Mobilnummer')).toBeVisible();
  },
};

/** The summary in a language, About Me typed in: every label, and the characters left as a screen reader hears them. */
function summaryIn(
  country: string,
  aboutMe: string,
  words: {
    contactInfo: string;
    mobileNumber: string;
    changePhoto: string;
    aboutMe: string;
    charactersLeft: string;
    save: string;
    viewTips: string;
  },
): Story {
  return {
    args: { profile: { ...meta.args.profile, jumper_country: country, jumper_description: aboutMe } },
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getByRole('heading', { name: words.contactInfo })).toBeVisible();
      await expect(canvas.getByText(words.mobileNumber)).toBeVisible();
      await expect(canvas.getByText(`Bahnhofstrasse 1, 8001 Zürich, ${country}`)).toBeVisible();
      await expect(canvas.getByRole('button', { name: words.changePhoto })).toBeVisible();
      await userEvent.type(canvas.getByLabelText(words.aboutMe), ' CACES.');
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(words.charactersLeft));
      await expect(canvas.getByRole('button', { name: words.save })).toBeVisible();
      await expect(canvas.getByRole('button', { name: words.viewTips })).toBeVisible();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...summaryIn('Suisse', 'Magasinier fiable.', {
    contactInfo: 'Coordonnées',
    mobileNumber: 'Numéro de mobile',
    changePhoto: 'Changer la photo',
    aboutMe: 'À propos de moi',
    charactersLeft: 'Encore 4975 caractères',
    save: 'Enregistrer',
    viewTips: 'Voir les conseils',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...summaryIn('Svizzera', 'Magazziniere affidabile.', {
    contactInfo: 'Dati di contatto',
    mobileNumber: 'Numero di cellulare',
    changePhoto: 'Cambia foto',
    aboutMe: 'Su di me',
    charactersLeft: 'Ancora 4969 caratteri',
    save: 'Salva',
    viewTips: 'Vedi i consigli',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };

/** While the profile loads: grey bars where the photo, name and contacts go, About Me and its buttons disabled. */
export const Loading: Story = {
  ...narrowViewport,
  args: { profile: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    await expect(canvas.getByText('Contact info')).toBeVisible();
    await expect(canvas.getByLabelText('About Me')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** The summary of a profile that loads after the placeholders, as a page shows it. */
function Arriving(props: ProfileSummaryProps) {
  const [profile, setProfile] = useState<ProfileSummaryProps['profile']>(undefined);
  useEffect(() => {
    const arrival = setTimeout(() => setProfile(props.profile), 100);
    return () => clearTimeout(arrival);
  }, [props.profile]);
  return <ProfileSummary {...props} profile={profile} />;
}

// Regression: the profile page shifted while it loaded; the summary now holds its place, the same size loaded or not.
export const SameSizeOnceLoaded: Story = {
  ...narrowViewport,
  render: (args) => <Arriving {...args} />,
  play: async ({ canvasElement, canvas }) => {
    const summary = canvasElement.querySelector('[data-slot="profile-summary"]')!;
    const loadingHeight = summary.getBoundingClientRect().height;
    await expect(await canvas.findByRole('heading', { name: 'Ana Muster' })).toBeVisible();
    // About Me starts from the text that arrived.
    await expect(canvas.getByLabelText('About Me')).toHaveValue('Reliable warehouse worker.');
    await expect(canvas.getByLabelText('About Me')).toBeEnabled();
    await expect(summary.getBoundingClientRect().height).toBe(loadingHeight);
  },
};
