import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { narrowViewport } from '../field/story-viewports';
import type { CertificateDocument, WorkExperience } from '../lib/profile';
import {
  sampleEducations,
  sampleIdentification,
  sampleLanguageSkills,
  sampleWorkExperiences,
} from '../lib/story-fixtures-profile';
import { wideViewport } from '../lib/wide-viewport';
import {
  DocumentItem,
  EducationItem,
  IdentificationItem,
  LanguageSkillItem,
  WorkExperienceItem,
} from '../profile-items';
import { ProfileSection } from './profile-section';

const meta = {
  title: 'Profile/ProfileSection',
  component: ProfileSection<WorkExperience>,
  args: {
    title: 'Work experience',
    items: sampleWorkExperiences,
    getKey: (item) => item.id,
    getLabel: (item) => item.company_name,
    renderItem: (item) => <WorkExperienceItem item={item} />,
    emptyText: 'No work experience yet.',
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    className: 'max-w-xl',
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
