import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { inLanguage } from '../story-support/languages';
import { ConfirmDialog, confirmDialogTranslations } from './confirm-dialog';

const meta = {
  title: 'Components/Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Do you really want to log out?',
    text: { confirm: 'Log-Out' },
    trigger: <Button variant="destructive">Log-Out</Button>,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** confirming a destructive or irreversible action (delete, log out).\n\n**When not to:** forms or content (use Dialog).\n\n**States shown below:** cancel keeps everything, confirm delete, busy while confirming, stays open when confirm fails, German narrow, French and Italian with the dialog’s own words narrow and wide.',
      },
    },
    translations: confirmDialogTranslations,
    // Each use names its confirming action: in German, the log-out's.
    languages: { de: () => GermanNarrow.args },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CancelKeepsEverything: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Log-Out' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog', { name: 'Do you really want to log out?' });
    // Cancel has focus, so an Enter out of habit does not log the user out.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const ConfirmDelete: Story = {
  args: {
    title: 'Delete this work experience?',
    description: 'It disappears from your profile and from your applications.',
    text: { confirm: 'Delete' },
    trigger: <Button variant="outline">Delete</Button>,
  },
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this work experience?' });
    await expect(dialog).toHaveAccessibleDescription('It disappears from your profile and from your applications.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const BusyWhileConfirming: Story = {
  args: {
    defaultOpen: true,
    title: 'Delete this certificate?',
    text: { confirm: 'Delete' },
    onConfirm: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // While the request runs, Escape does not close the dialog.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

export const StaysOpenWhenConfirmFails: Story = {
  args: {
    defaultOpen: true,
    title: 'Delete this job profile?',
    text: { confirm: 'Delete' },
    onConfirm: fn(() => Promise.reject(new Error('Failed to delete job profile.'))),
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this job profile?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    await expect(dialog).toBeVisible();
  },
};

export const GermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: {
    defaultOpen: true,
    title: 'Möchten Sie sich wirklich abmelden?',
    description: 'Nicht gespeicherte Änderungen an Ihrem Profil gehen verloren.',
    text: { confirm: 'Abmelden' },
    tone: 'primary',
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Möchten Sie sich wirklich abmelden?' });
    await expect(within(dialog).getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
  },
};

/**
 * A question answered with the dialog's own words in a language: Cancel has the focus, Confirm confirms, and the
 * dialog stays, busy, while the answer is on its way.
 */
function confirmedIn(title: string, description: string, words: { confirm: string; cancel: string }): Story {
  return {
    args: {
      defaultOpen: true,
      title,
      description,
      trigger: undefined,
      onConfirm: fn(() => new Promise<void>(() => {})),
    },
    play: async ({ canvasElement, args }) => {
      const document = canvasElement.ownerDocument;
      const dialog = await within(document.body).findByRole('alertdialog', { name: title });
      const cancel = within(dialog).getByRole('button', { name: words.cancel });
      await expect(cancel).toHaveFocus();
      const confirm = within(dialog).getByRole('button', { name: words.confirm });
      await userEvent.click(confirm);
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
      await expect(confirm).toHaveAttribute('aria-busy', 'true');
      await expect(cancel).toBeDisabled();
      await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...confirmedIn(
    'Voulez-vous vraiment retirer votre candidature pour ce poste\u00a0?',
    'L’employeur en sera informé et vous ne pourrez plus postuler à cette offre.',
    { confirm: 'Confirmer', cancel: 'Annuler' },
  ),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...confirmedIn(
    'Vuole davvero ritirare la Sua candidatura per questo posto?',
    'Il datore di lavoro ne sarà informato e non potrà più candidarsi a questa offerta.',
    { confirm: 'Conferma', cancel: 'Annulla' },
  ),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
