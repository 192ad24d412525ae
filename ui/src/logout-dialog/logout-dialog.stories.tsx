import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { inLanguage } from '../story-support/languages';
import { LogoutDialog } from './logout-dialog';
import { logoutDialogTranslations } from './logout-dialog-text';

const meta = {
  title: 'Patterns/Forms/LogoutDialog',
  component: LogoutDialog,
  args: { onLogout: fn(), trigger: <Button variant="outline">Log-Out</Button> },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** asking before the jumper logs out.\n\n**When not to:** other confirmations (use ConfirmDialog).\n\n**States shown below:** cancel keeps the session, log out, German, French and Italian narrow, French and Italian wide.',
      },
    },
    translations: logoutDialogTranslations,
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

/** Opened in a language (the trigger is the caller's, named like the dialog's confirm): nothing may overflow. */
function openedIn(logOut: string, question: string, cancel: string): Story {
  return {
    args: { trigger: <Button variant="outline">{logOut}</Button> },
    play: async ({ canvas, canvasElement, args }) => {
      await userEvent.click(canvas.getByRole('button', { name: logOut }));
      const dialog = await screen.findByRole('alertdialog', { name: logOut });
      await expect(dialog).toHaveTextContent(question);
      await expect(within(dialog).getByRole('button', { name: cancel })).toBeVisible();
      await expect(within(dialog).getByRole('button', { name: logOut })).toBeVisible();
      await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
      const page = canvasElement.ownerDocument.documentElement;
      await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
      await expect(args.onLogout).not.toHaveBeenCalled();
    },
  };
}

export const GermanNarrow: Story = {
  ...openedIn('Abmelden', 'Möchten Sie sich wirklich abmelden?', 'Abbrechen'),
  ...inLanguage('de', 'narrow'),
};

export const FrenchNarrow: Story = {
  // Testing Library reads the no-break space before « ? » as a space.
  ...openedIn('Se déconnecter', 'Voulez-vous vraiment vous déconnecter ?', 'Annuler'),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...openedIn('Esci', 'Desidera davvero uscire?', 'Annulla'),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
