import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { narrowViewport, wideViewport } from '../story-support/viewports';
import type { WorkExperience } from '../lib/profile';
import { loadTranslation, type UiLanguage } from '../lib/translations';
import {
  sampleEducations,
  sampleIdentification,
  sampleLanguageSkills,
  sampleWorkExperiences,
} from '../story-support/fixtures-profile';
import {
  DocumentItem,
  EducationItem,
  IdentificationItem,
  LanguageSkillItem,
  WorkExperienceItem,
  profileItemsTranslations,
  type ProfileItemsText,
} from '../profile-items';
import { inLanguage } from '../story-support/languages';
import { ProfileSection, profileSectionTranslations } from './profile-section';

/** The items' own words in the story's language, loaded as the section's are (`loaders` below). */
const itemsTextOf = (loaded: Record<string, unknown>) => loaded.itemsText as ProfileItemsText;

const meta = {
  title: 'Patterns/Profile/ProfileSection',
  component: ProfileSection<WorkExperience>,
  args: {
    title: 'Work experience',
    items: sampleWorkExperiences,
    getKey: (item) => item.id,
    getLabel: (item) => item.company_name,
    renderItem: (item) => <WorkExperienceItem item={item} />,
    text: { empty: 'No work experience yet.' },
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    className: 'max-w-xl',
  },
  // Each item in the story's language, as an app passes the items' words beside the section's.
  render: (args, { loaded }) => (
    <ProfileSection {...args} renderItem={(item) => <WorkExperienceItem item={item} text={itemsTextOf(loaded)} />} />
  ),
  loaders: [
    async ({ globals }) => ({
      itemsText: await loadTranslation(profileItemsTranslations, (globals.language ?? 'en') as UiLanguage),
    }),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** one section of the profile (work experience, languages, education, documents) with add, edit and delete.\n\n**When not to:** the profile's header (use ProfileSummary).\n\n**States shown below:** one item until read more, add edit and confirmed delete, empty, language skills, every section, German work experience, German empty, German, French and Italian every section narrow, French and Italian every section wide.",
      },
    },
    translations: profileSectionTranslations,
    // The sentence of an empty list is the story's own, as a page gives it.
    languages: {
      de: () => ({ text: { empty: 'Noch keine Berufserfahrung erfasst.' } }),
      fr: () => ({ text: { empty: 'Aucune expérience professionnelle saisie pour l’instant.' } }),
      it: () => ({ text: { empty: 'Nessuna esperienza lavorativa inserita finora.' } }),
    },
  },
} satisfies Meta<typeof ProfileSection<WorkExperience>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneItemUntilReadMore: Story = {
  ...wideViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sales assistant')).toBeVisible();
    await expect(canvas.getByText('Coop · Basel')).toBeVisible();
    await expect(canvas.getByText('08.2023 – Present')).toBeVisible();
    await expect(canvas.queryByText('Warehouse assistant')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Read more' }));
    const more = canvas.getByText('Warehouse assistant').closest('ul');
    if (!more) throw new Error('The further items are not in a list.');
    await expect(getComputedStyle(more).maxHeight).toBe('200px');
    await expect(getComputedStyle(more).overflowY).toBe('auto');
    await expect(canvas.getByText('Part time · 60%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Read less' }));
    await expect(canvas.queryByText('Warehouse assistant')).not.toBeInTheDocument();
  },
};

export const AddEditAndConfirmedDelete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Work experience' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Coop' }));
    await expect(args.onEdit).toHaveBeenCalledWith(sampleWorkExperiences[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Coop' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete Coop?' });
    await expect(args.onDelete).not.toHaveBeenCalled();
    const confirm = [...question.querySelectorAll('button')].find((button) => button.textContent === 'Delete');
    if (!confirm) throw new Error('The dialog has no Delete button.');
    await userEvent.click(confirm);
    await expect(args.onDelete).toHaveBeenCalledWith(sampleWorkExperiences[0]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Empty: Story = {
  args: { items: [] },
  ...narrowViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No work experience yet.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  },
};

export const LanguageSkills: Story = {
  render: (args, { loaded }) => (
    <ProfileSection
      className="max-w-xl"
      title="Language skills"
      items={sampleLanguageSkills}
      getKey={(item) => item.id}
      getLabel={(item) => item.language}
      renderItem={(item) => <LanguageSkillItem item={item} text={itemsTextOf(loaded)} />}
      onAdd={fn()}
      onDelete={fn()}
      text={args.text}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Native')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Read more' }));
    await expect(canvas.getByText('Advanced')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  },
};

/** What a page names in its language: the sections' titles, the server's languages, a certificate's file. */
type PageContent = {
  titles: [workExperience: string, languages: string, education: string, certificates: string, identification: string];
  languageNames: Record<string, string>;
  certificate: { name: string; url: string };
};

/** Every kind of section with its items, as the profile page stacks them, in the story's language. */
function everySection({ titles, languageNames, certificate }: PageContent): Story['render'] {
  const [workExperience, languages, education, certificates, identification] = titles;
  return (args, { loaded }) => {
    const itemsText = itemsTextOf(loaded);
    return (
      <div className="flex flex-col gap-4">
        <ProfileSection
          {...args}
          title={workExperience}
          renderItem={(item) => <WorkExperienceItem item={item} text={itemsText} />}
        />
        <ProfileSection
          title={languages}
          items={sampleLanguageSkills.map((skill) => ({ ...skill, language: languageNames[skill.language] ?? '' }))}
          getKey={(item) => item.id}
          getLabel={(item) => item.language}
          renderItem={(item) => <LanguageSkillItem item={item} text={itemsText} />}
          onDelete={fn()}
          text={args.text}
        />
        <ProfileSection
          title={education}
          items={sampleEducations}
          getKey={(item) => item.id}
          getLabel={(item) => item.degree}
          renderItem={(item) => <EducationItem item={item} text={itemsText} />}
          onEdit={fn()}
          text={args.text}
        />
        <ProfileSection
          title={certificates}
          items={[
            {
              id: 1,
              file_url: certificate.url,
              certificate_document: certificate.name,
              created_at: '2025-01-01T00:00:00Z',
              updated_at: '2025-01-01T00:00:00Z',
            },
          ]}
          getKey={(item) => item.id}
          getLabel={(item) => item.certificate_document}
          renderItem={(item) => <DocumentItem item={item} text={itemsText} />}
          text={args.text}
        />
        <ProfileSection
          title={identification}
          items={[sampleIdentification]}
          getKey={(item) => item.id}
          getLabel={(item) => itemsText.documentType[item.document_type]}
          renderItem={(item) => <IdentificationItem item={item} text={itemsText} />}
          text={args.text}
        />
      </div>
    );
  };
}

export const EverySection: Story = {
  ...narrowViewport,
  render: everySection({
    titles: [
      'Work experience',
      'Language skills',
      'Education',
      'Certificates and Diplomas',
      'Passport/ID/Residential permit',
    ],
    languageNames: { German: 'German', English: 'English' },
    // A signed link, as the API gives it: its last part is a key, not the name shown.
    certificate: { name: 'EFZ diploma.pdf', url: '/api/v1/files/3f2a9c?expires=1893456000&signature=abc' },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('EFZ Logistician')).toBeVisible();
    await expect(canvas.getByText('08.2015 – 07.2018')).toBeVisible();
    await expect(canvas.getByText('EFZ diploma.pdf')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View document' })).toHaveAttribute(
      'href',
      '/api/v1/files/3f2a9c?expires=1893456000&signature=abc',
    );
    await expect(canvas.getByText('Residential permit')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back image' })).toHaveAttribute('href', '/files/permit-back.jpg');
  },
};

export const GermanWorkExperience: Story = {
  ...inLanguage('de', 'wide'),
  args: { title: 'Berufserfahrung' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Berufserfahrung hinzufügen' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('08.2023 – Heute')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mehr anzeigen' }));
    await expect(canvas.getByText('Vollzeit · 80%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Weniger anzeigen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Coop löschen' }));
    const question = await screen.findByRole('alertdialog', { name: 'Coop löschen?' });
    await expect(question).toHaveTextContent('Dies kann nicht rückgängig gemacht werden.');
    await expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const GermanEmpty: Story = {
  ...inLanguage('de', 'narrow'),
  args: { title: 'Berufserfahrung', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Berufserfahrung' })).toBeVisible();
    await expect(canvas.getByText('Noch keine Berufserfahrung erfasst.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Berufserfahrung hinzufügen' })).toBeVisible();
  },
};

export const GermanEverySectionNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  render: everySection({
    titles: [
      'Berufserfahrung',
      'Sprachkenntnisse',
      'Ausbildung',
      'Zeugnisse und Diplome',
      'Pass/ID/Aufenthaltsbewilligung',
    ],
    languageNames: { German: 'Deutsch', English: 'Englisch' },
    certificate: { name: 'EFZ Zeugnis.pdf', url: '/files/EFZ%20Zeugnis.pdf' },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Muttersprache')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Deutsch löschen' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Mehr anzeigen' }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'EFZ Logistician bearbeiten' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dokument ansehen' })).toHaveAttribute(
      'href',
      '/files/EFZ%20Zeugnis.pdf',
    );
    await expect(canvas.getByText('Aufenthaltsbewilligung')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Rückseite' })).toHaveAttribute('href', '/files/permit-back.jpg');
  },
};

/**
 * Every section in a language, the work experience opened to its longest list and its delete question answered with
 * cancel: nothing may overflow. A name read out keeps French no-break spaces (`\u00a0`); a text shown is matched
 * with plain ones.
 */
function everySectionIn(
  content: PageContent,
  words: {
    add: string;
    present: string;
    readMore: string;
    readLess: string;
    fullTime: string;
    native: string;
    residencePermit: string;
    viewDocument: string;
    delete: string;
    question: string;
    cannotBeUndone: string;
    cancel: string;
  },
): Story {
  return {
    render: everySection(content),
    play: async ({ canvas, canvasElement, args }) => {
      const section = canvas.getByRole('heading', { name: content.titles[0] }).closest('section');
      if (!section) throw new Error('The work experience is not in a section.');
      const workExperience = within(section);
      await expect(workExperience.getByRole('button', { name: words.add })).toBeVisible();
      await expect(workExperience.getByText(`08.2023 – ${words.present}`)).toBeVisible();
      await userEvent.click(workExperience.getByRole('button', { name: words.readMore }));
      await expect(workExperience.getByText(words.fullTime)).toBeVisible();
      await expect(workExperience.getByRole('button', { name: words.readLess })).toBeVisible();
      await expect(canvas.getByText(words.native)).toBeVisible();
      await expect(canvas.getByText(words.residencePermit)).toBeVisible();
      await expect(canvas.getByRole('link', { name: words.viewDocument })).toBeVisible();
      await userEvent.click(workExperience.getByRole('button', { name: words.delete }));
      const question = await screen.findByRole('alertdialog', { name: words.question });
      await expect(question).toHaveTextContent(words.cannotBeUndone);
      await userEvent.click(screen.getByRole('button', { name: words.cancel }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(args.onDelete).not.toHaveBeenCalled();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...everySectionIn(
    {
      titles: [
        'Expérience professionnelle',
        'Connaissances linguistiques',
        'Formation',
        'Certificats et diplômes',
        'Passeport/carte d’identité/permis de séjour',
      ],
      languageNames: { German: 'Allemand', English: 'Anglais' },
      certificate: { name: 'Certificat CFC.pdf', url: '/files/certificat-cfc.pdf' },
    },
    {
      add: 'Ajouter\u00a0: Expérience professionnelle',
      present: 'Aujourd’hui',
      readMore: 'Afficher plus',
      readLess: 'Afficher moins',
      fullTime: 'Temps plein · 80%',
      native: 'Langue maternelle',
      residencePermit: 'Permis de séjour',
      viewDocument: 'Voir le document',
      delete: 'Supprimer Coop',
      question: 'Supprimer Coop\u00a0?',
      cannotBeUndone: 'Cette action est irréversible.',
      cancel: 'Annuler',
    },
  ),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...everySectionIn(
    {
      titles: [
        'Esperienza lavorativa',
        'Conoscenze linguistiche',
        'Formazione',
        'Certificati e diplomi',
        'Passaporto/carta d’identità/permesso di soggiorno',
      ],
      languageNames: { German: 'Tedesco', English: 'Inglese' },
      certificate: { name: 'Certificato AFC.pdf', url: '/files/certificato-afc.pdf' },
    },
    {
      add: 'Aggiungi: Esperienza lavorativa',
      present: 'Oggi',
      readMore: 'Mostra di più',
      readLess: 'Mostra meno',
      fullTime: 'Tempo pieno · 80%',
      native: 'Madrelingua',
      residencePermit: 'Permesso di soggiorno',
      viewDocument: 'Visualizza documento',
      delete: 'Elimina Coop',
      question: 'Eliminare Coop?',
      cannotBeUndone: 'Questa azione non può essere annullata.',
      cancel: 'Annulla',
    },
  ),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
