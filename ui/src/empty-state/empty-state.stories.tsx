import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { AlertIcon } from '../lib/icons';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Components/Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: <AlertIcon />,
    title: 'No payslips yet',
    description: "Once you've started working, we'll show your payslips here.",
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** a page or list with nothing to show yet, or that failed to load, with what to do next.\n\n**When not to:** a loading state (use LoadingOverlay).\n\n**States shown below:** payslips, with action, German narrow, page failed to load, page failed to load German narrow.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Payslips: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No payslips yet', level: 2 })).toBeVisible();
    await expect(canvas.getByText("Once you've started working, we'll show your payslips here.")).toBeVisible();
  },
};

const applyForAJob = fn();

export const WithAction: Story = {
  args: {
    title: 'No applications yet',
    description: undefined,
    action: <Button onClick={applyForAJob}>Apply For A Job</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply For A Job' }));
    await expect(applyForAJob).toHaveBeenCalled();
  },
};

export const GermanNarrow: Story = {
  args: {
    title: 'Noch keine Lohnabrechnungen',
    description: 'Sobald Sie zu arbeiten begonnen haben, zeigen wir Ihnen hier Ihre Lohnabrechnungen an.',
  },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Noch keine Lohnabrechnungen' })).toBeVisible();
  },
};

const reload = fn();

/** A whole page that failed to load: the title is the page's h1 and takes the focus; two ways out. */
export const PageFailedToLoad: Story = {
  args: {
    icon: undefined,
    headingLevel: 1,
    focusTitle: true,
    title: 'This page could not be loaded',
    description: 'jumpers may have been updated since you opened it, or the connection dropped. Reload to try again.',
    action: (
      <>
        <Button onClick={reload}>Reload</Button>
        <Button asChild variant="outline">
          <a href="#start">Back to the start page</a>
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'This page could not be loaded', level: 1 });
    await expect(title).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(reload).toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to the start page' })).toHaveFocus();
  },
};

export const PageFailedToLoadGermanNarrow: Story = {
  args: {
    ...PageFailedToLoad.args,
    title: 'Diese Seite konnte nicht geladen werden',
    description:
      'Vielleicht wurde jumpers aktualisiert, seit Sie die Seite geöffnet haben, oder die Verbindung ist abgebrochen. Laden Sie neu, um es noch einmal zu versuchen.',
    action: (
      <>
        <Button onClick={reload}>Neu laden</Button>
        <Button asChild variant="outline">
          <a href="#start">Zurück zur Startseite</a>
        </Button>
      </>
    ),
  },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Diese Seite konnte nicht geladen werden', level: 1 }),
    ).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Neu laden' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zurück zur Startseite' })).toBeVisible();
  },
};
