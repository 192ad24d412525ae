import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { narrow } from '../story-support/fixtures';
import { LogoutDialog } from './logout-dialog';
import type { LogoutDialogText } from './logout-dialog-text';

const meta = {
  title: 'Patterns/Forms/LogoutDialog',
  component: LogoutDialog,
  args: { onLogout: fn(), trigger: <Button variant="outline">Log-Out</Button> },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** asking before the jumper logs out.\n\n**When not to:** other confirmations (use ConfirmDialog).\n\n**States shown below:** cancel keeps the session, log out, German narrow.',
      },
    },
    languages: { de: () => GermanNarrow.args },
  },
} satisfies Meta<typeof LogoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CancelKeepsTheSession: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log-Out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out' });
    await expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const LogOut: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log-Out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out' });
    const confirm = [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Log-Out');
    if (!confirm) throw new Error('The Log-Out button of the dialog is missing.');
    await userEvent.click(confirm);
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The app's German wording (`app/src/features/settings/messages.ts`). */
const germanText: LogoutDialogText = {
  title: 'Abmelden',
  description: 'Möchten Sie sich wirklich abmelden?',
  confirm: 'Abmelden',
  cancel: 'Abbrechen',
};

export const GermanNarrow: Story = {
  ...narrow,
  args: { text: germanText, trigger: <Button variant="outline">Abmelden</Button> },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abmelden' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Abmelden' });
    await expect(dialog).toHaveTextContent('Möchten Sie sich wirklich abmelden?');
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};
