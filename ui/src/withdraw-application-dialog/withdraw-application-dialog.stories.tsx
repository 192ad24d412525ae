import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { wide } from '../story-support/fixtures';
import { inLanguage } from '../story-support/languages';
import { WithdrawApplicationDialog } from './withdraw-application-dialog';
import { withdrawApplicationDialogTranslations } from './withdraw-application-dialog-text';

const meta = {
  title: 'Patterns/Engagements/WithdrawApplicationDialog',
  component: WithdrawApplicationDialog,
  args: {
    jobTitle: 'Warehouse Assistant',
    trigger: <Button variant="outline">Withdraw</Button>,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** asking before an open application is withdrawn, with room for an optional reason.\n\n**When not to:** other confirmations (use ConfirmDialog).\n\n**States shown below:** with and without a reason, keep, pending, server error, reason at its limit, German narrow, French and Italian narrow and wide (a long title, a reason typed, a server error).',
      },
    },
    translations: withdrawApplicationDialogTranslations,
  },
} satisfies Meta<typeof WithdrawApplicationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithdrawWithReason: Story = {
  ...wide,
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Withdraw' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Withdraw your application for Warehouse Assistant?' });
    await expect(dialog).toHaveAccessibleDescription(
      'The employer is told that you are no longer available for this job. This cannot be undone.',
    );
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    await userEvent.type(reason, '  I found a job closer to home. ');
    await expect(within(dialog).getByText('32 / 500')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    // The reason goes without the spaces around it.
    await expect(args.onConfirm).toHaveBeenCalledWith('I found a job closer to home.');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** No reason is needed: an empty one is sent as none. */
export const WithdrawWithoutReason: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(null);
  },
};

export const KeepApplication: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep application' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the withdrawal is on its way: a spinner, and neither Keep nor Escape closes the dialog. */
export const Pending: Story = {
  args: { defaultOpen: true, onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Withdraw application' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Keep application' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

/** The server refused: its message shows, and the jumper's reason stays for another try. */
export const ServerError: Story = {
  args: {
    defaultOpen: true,
    onConfirm: fn(() => Promise.reject(new Error('refused'))),
    errorMessage: 'This application is already decided and cannot be withdrawn.',
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This application is already decided and cannot be withdrawn.',
    );
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    await userEvent.type(reason, 'Moving abroad');
    const confirm = within(dialog).getByRole('button', { name: 'Withdraw application' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith('Moving abroad');
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    await expect(dialog).toBeVisible();
    await expect(reason).toHaveValue('Moving abroad');
  },
};

/** The reason stops at 500 characters, and the counter says so. */
export const ReasonAtItsLimit: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    await expect(reason).toHaveAttribute('maxlength', '500');
    await userEvent.click(reason);
    await userEvent.paste('a'.repeat(510));
    await expect(reason).toHaveValue('a'.repeat(500));
    await expect(within(dialog).getByText('500 / 500')).toBeVisible();
  },
};

export const GermanNarrow: Story = {
  args: { defaultOpen: true, jobTitle: 'Fachfrau/Fachmann Betreuung mit eidgenössischem Fähigkeitszeugnis' },
  ...inLanguage('de', 'narrow'),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', {
      name: 'Bewerbung für Fachfrau/Fachmann Betreuung mit eidgenössischem Fähigkeitszeugnis zurückziehen?',
    });
    await expect(within(dialog).getByRole('textbox', { name: 'Grund (freiwillig)' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Bewerbung zurückziehen' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Bewerbung behalten' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Schliessen' })).toBeVisible();
  },
};

/**
 * Open in a language with a long title, a server's refusal and a reason typed: every word of the dialog at once, and
 * nothing wider than the dialog.
 */
function openIn(
  jobTitle: string,
  errorMessage: string,
  typed: string,
  words: { title: string; reason: string; confirm: string; cancel: string; close: string },
): Story {
  return {
    // Opened by the page, without the English trigger of the other stories behind it.
    args: { defaultOpen: true, trigger: undefined, jobTitle, errorMessage },
    play: async ({ canvasElement }) => {
      const body = within(canvasElement.ownerDocument.body);
      const dialog = await body.findByRole('dialog', { name: words.title });
      await userEvent.type(within(dialog).getByRole('textbox', { name: words.reason }), typed);
      await expect(within(dialog).getByRole('alert')).toHaveTextContent(errorMessage);
      for (const name of [words.confirm, words.cancel, words.close]) {
        await expect(within(dialog).getByRole('button', { name })).toBeVisible();
      }
      await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...openIn(
    'Assistant·e socio-éducatif·ve avec certificat fédéral de capacité',
    'Cette candidature est déjà décidée et ne peut plus être retirée.',
    'Je pars vivre à l’étranger.',
    {
      title: 'Retirer votre candidature pour Assistant·e socio-éducatif·ve avec certificat fédéral de capacité\u00a0?',
      reason: 'Motif (facultatif)',
      confirm: 'Retirer la candidature',
      cancel: 'Garder la candidature',
      close: 'Fermer',
    },
  ),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...openIn(
    'Operatrice/operatore socioassistenziale con attestato federale di capacità',
    'Questa candidatura è già stata decisa e non può più essere ritirata.',
    'Mi trasferisco all’estero.',
    {
      title:
        'Ritirare la Sua candidatura per Operatrice/operatore socioassistenziale con attestato federale di capacità?',
      reason: 'Motivo (facoltativo)',
      confirm: 'Ritira la candidatura',
      cancel: 'Mantieni la candidatura',
      close: 'Chiudi',
    },
  ),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
