import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { jobTileTranslations } from '../job-tile';
import { germanJob, jumperPositions, permanentJobs } from '../story-support/fixtures';
import { inLanguage } from '../story-support/languages';
import { JobList, type JobListProps } from './job-list';

/** The list with its own selection, as a page would hold it. */
function SelectableJobList(props: JobListProps) {
  const [selectedJobId, setSelectedJobId] = useState(props.selectedJobId);
  return (
    <JobList
      {...props}
      selectedJobId={selectedJobId}
      onSelectJob={(job) => {
        props.onSelectJob(job);
        setSelectedJobId((current) => (props.renderInlineDetail && current === job.id ? null : job.id));
      }}
    />
  );
}

const meta = {
  title: 'Patterns/Explore/JobList',
  component: JobList,
  render: (args) => <SelectableJobList {...args} />,
  args: { jobs: jumperPositions, selectedJobId: null, onSelectJob: fn(), 'aria-label': 'Jobs' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** a list of job tiles, keyboard navigable, with the selected one marked.\n\n**When not to:** applications (use ApplicationCard).\n\n**States shown below:** jumper positions, permanent positions show job title, keyboard navigation, preselected job, inline detail, long German text.',
      },
    },
    // The list's words are its tiles'.
    translations: jobTileTranslations,
  },
} satisfies Meta<typeof JobList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JumperPositions: Story = {
  play: async ({ canvas, args }) => {
    const tiles = canvas.getAllByRole('button');
    await expect(tiles).toHaveLength(3);
    await expect(tiles[0]).toHaveAccessibleName(/Warehouse Assistant.*Logistik Limmat AG.*Zürich.*Jumper position/);
    await userEvent.click(canvas.getByRole('button', { name: /Event Staff/ }));
    await expect(args.onSelectJob).toHaveBeenCalledWith(expect.objectContaining({ id: 102 }));
    await expect(canvas.getByRole('button', { name: /Event Staff/ })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: /Warehouse Assistant/ })).not.toHaveAttribute('aria-current');
  },
};

export const PermanentPositionsShowJobTitle: Story = {
  args: { jobs: permanentJobs },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Software Engineer.*Alpen Software AG.*Basel/ })).toBeVisible();
    await expect(canvas.getByText('Permanent position')).toBeVisible();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, args }) => {
    const [first, second, third] = canvas.getAllByRole('button');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectJob).toHaveBeenCalledWith(expect.objectContaining({ id: 102 }));
    await expect(second).toHaveAttribute('aria-current', 'true');
    // Only the selected tile stays in the tab order, so Tab leaves the list.
    await expect(second).toHaveAttribute('tabindex', '0');
    await expect(first).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowUp} ');
    await expect(first).toHaveAttribute('aria-current', 'true');
  },
};

export const PreselectedJob: Story = {
  args: { selectedJobId: 103 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Kitchen Helper/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Kitchen Helper/ })).toHaveFocus();
  },
};

export const InlineDetail: Story = {
  args: {
    renderInlineDetail: (job) => <p>Detail of job {job.id}</p>,
  },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('button', { name: /Kitchen Helper/ });
    await expect(tile).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(tile);
    await expect(tile).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Detail of job 103')).toBeVisible();
    await userEvent.click(tile);
    await expect(tile).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Detail of job 103')).not.toBeInTheDocument();
  },
};

export const LongGermanText: Story = {
  ...inLanguage('de', 'narrow'),
  args: { jobs: [germanJob, ...permanentJobs], 'aria-label': 'Stellen' },
  play: async ({ canvas, canvasElement }) => {
    const tile = canvas.getByRole('button', { name: /Fachfrau\/Fachmann Betreuung/ });
    await expect(tile).toBeVisible();
    await expect(canvas.getAllByText('Festanstellung')).toHaveLength(2);
    // Long words wrap instead of pushing the page sideways.
    await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
