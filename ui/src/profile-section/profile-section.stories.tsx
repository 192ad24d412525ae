import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { narrowViewport, wideViewport } from '../story-support/viewports';
import type { CertificateDocument, WorkExperience } from '../lib/profile';
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
} from '../profile-items';
import {
  germanDeleteQuestion,
  germanDocumentTypes,
  germanEmployment,
  germanImageSides,
  germanSpokenLevels,
} from '../story-support/fixtures-german';
import type { ProfileItemsText } from '../profile-items';
import { ProfileSection, type ProfileSectionText } from './profile-section';

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
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** one section of the profile (work experience, education, languages) with add, edit and delete.\n\n**When not to:** the profile's header (use ProfileSummary).\n\n**States shown below:** one item until read more, add edit and confirmed delete, empty, language skills, education and documents, German work experience, German empty, German languages and documents narrow.",
      },
    },
    languages: { de: () => GermanWorkExperience.args },
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
  render: () => (
    <ProfileSection
      className="max-w-xl"
      title="Language skills"
      items={sampleLanguageSkills}
      getKey={(item) => item.id}
      getLabel={(item) => item.language}
      renderItem={(item) => <LanguageSkillItem item={item} />}
      onAdd={fn()}
      onDelete={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Native')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Read more' }));
    await expect(canvas.getByText('Advanced')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  },
};

export const EducationAndDocuments: Story = {
  ...narrowViewport,
  render: () => {
    const certificate: CertificateDocument = {
      id: 1,
      // A signed link, as the API gives it: its last part is a key, not the name shown.
      file_url: '/api/v1/files/3f2a9c?expires=1893456000&signature=abc',
      certificate_document: 'EFZ diploma.pdf',
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
    };
    return (
      <div className="flex flex-col gap-4">
        <ProfileSection
          title="Education"
          items={sampleEducations}
          getKey={(item) => item.id}
          getLabel={(item) => item.degree}
          renderItem={(item) => <EducationItem item={item} />}
          onEdit={fn()}
        />
        <ProfileSection
          title="Certificates and Diplomas"
          items={[certificate]}
          getKey={(item) => item.id}
          getLabel={(item) => item.certificate_document}
          renderItem={(item) => <DocumentItem item={item} />}
        />
        <ProfileSection
          title="Passport/ID/Residential permit"
          items={[sampleIdentification]}
          getKey={(item) => item.id}
          getLabel={(item) => item.document_type}
          renderItem={(item) => <IdentificationItem item={item} />}
        />
      </div>
    );
  },
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

const germanText: ProfileSectionText = {
  ...germanDeleteQuestion,
  add: (section: string) => `${section} hinzufügen`,
  edit: (item: string) => `${item} bearbeiten`,
  delete: (item: string) => `${item} löschen`,
  confirmDelete: (item: string) => `${item} löschen?`,
  confirmDeleteDescription: 'Dies kann nicht rückgängig gemacht werden.',
  readMore: 'Mehr anzeigen',
  readLess: 'Weniger anzeigen',
};

const germanItemsText: ProfileItemsText = {
  ...germanImageSides,
  present: 'heute',
  employment: germanEmployment,
  spokenLevel: germanSpokenLevels,
  documentType: germanDocumentTypes,
  viewDocument: 'Dokument ansehen',
};

/** The sample languages as a German page names them. */
const germanLanguageNames: Record<string, string> = { German: 'Deutsch', English: 'Englisch' };

export const GermanWorkExperience: Story = {
  ...wideViewport,
  args: {
    title: 'Berufserfahrung',
    renderItem: (item) => <WorkExperienceItem item={item} text={germanItemsText} />,
    text: { ...germanText, empty: 'Noch keine Berufserfahrung erfasst.' },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Berufserfahrung hinzufügen' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('08.2023 – heute')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mehr anzeigen' }));
    await expect(canvas.getByText('Teilzeit · 60%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Weniger anzeigen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Coop löschen' }));
    const question = await screen.findByRole('alertdialog', { name: 'Coop löschen?' });
    await expect(question).toHaveTextContent('Dies kann nicht rückgängig gemacht werden.');
    await expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const GermanEmpty: Story = {
  ...narrowViewport,
  args: { title: 'Berufserfahrung', items: [], text: { ...germanText, empty: 'Noch keine Berufserfahrung erfasst.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Berufserfahrung' })).toBeVisible();
    await expect(canvas.getByText('Noch keine Berufserfahrung erfasst.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Berufserfahrung hinzufügen' })).toBeVisible();
  },
};

export const GermanLanguagesAndDocumentsNarrow: Story = {
  ...narrowViewport,
  render: () => (
    <div className="flex flex-col gap-4">
      <ProfileSection
        title="Sprachkenntnisse"
        items={sampleLanguageSkills.map((skill) => ({ ...skill, language: germanLanguageNames[skill.language] ?? '' }))}
        getKey={(item) => item.id}
        getLabel={(item) => item.language}
        renderItem={(item) => <LanguageSkillItem item={item} text={germanItemsText} />}
        onDelete={fn()}
        text={germanText}
      />
      <ProfileSection
        title="Ausbildung"
        items={sampleEducations}
        getKey={(item) => item.id}
        getLabel={(item) => item.degree}
        renderItem={(item) => <EducationItem item={item} text={germanItemsText} />}
        onEdit={fn()}
        text={germanText}
      />
      <ProfileSection
        title="Zeugnisse und Diplome"
        items={[
          {
            id: 1,
            file_url: '/files/EFZ%20Zeugnis.pdf',
            certificate_document: 'EFZ Zeugnis.pdf',
            created_at: '2025-01-01T00:00:00Z',
            updated_at: '2025-01-01T00:00:00Z',
          },
        ]}
        getKey={(item) => item.id}
        getLabel={(item) => item.certificate_document}
        renderItem={(item) => <DocumentItem item={item} text={germanItemsText} />}
        text={germanText}
      />
      <ProfileSection
        title="Pass, Identitätskarte oder Ausländerausweis"
        items={[sampleIdentification]}
        getKey={(item) => item.id}
        getLabel={(item) => germanDocumentTypes[item.document_type]}
        renderItem={(item) => <IdentificationItem item={item} text={germanItemsText} />}
        text={germanText}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Muttersprache')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Deutsch löschen' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Mehr anzeigen' }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'EFZ Logistician bearbeiten' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dokument ansehen' })).toHaveAttribute(
      'href',
      '/files/EFZ%20Zeugnis.pdf',
    );
    await expect(canvas.getByText('Ausländerausweis')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Rückseite' })).toHaveAttribute('href', '/files/permit-back.jpg');
  },
};
